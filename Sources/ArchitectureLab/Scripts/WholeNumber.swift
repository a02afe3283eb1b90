/// A whole number as written, an optional sign and digits of any length, so that a number too
/// large for its range is told apart from a word that is not a number at all.
nonisolated struct WholeNumber {
  /// The text as written.
  let text: String
  private let isNegative: Bool
  /// The value, or `nil` when it does not fit in `Int`.
  private let exact: Int?

  /// `nil` unless `text` is digits with an optional leading `+` or `-`.
  init?(_ text: String) {
    let digits = text.drop { $0 == "+" || $0 == "-" }
    guard text.count - digits.count <= 1, !digits.isEmpty,
      digits.allSatisfy({ $0.isASCII && $0.isNumber })
    else { return nil }
    self.text = text
    self.isNegative = text.hasPrefix("-")
    self.exact = Int(text)
  }

  /// Whether the number is greater than zero.
  var isPositive: Bool {
    !isNegative && text.contains { $0 != "0" && $0 != "+" }
  }

  /// Whether the number is greater than every number in `range`.
  func isAbove(_ range: ClosedRange<Int>) -> Bool {
    !isNegative && exact.map { $0 > range.upperBound } ?? true
  }

  /// The value when it lies in `range`, else `nil`.
  func value(in range: ClosedRange<Int>) -> Int? {
    exact.flatMap { range.contains($0) ? $0 : nil }
  }
}
