extension Int {
  /// `1,000`, `1,000,000`: a whole number with its thousands separated, as the list's buttons,
  /// the help texts, the fuzz report and the bench write counts.
  var grouped: String {
    let digits = String(magnitude)
    var groups: [Substring] = []
    var end = digits.endIndex
    while end > digits.startIndex {
      let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
      groups.insert(digits[start..<end], at: 0)
      end = start
    }
    return (self < 0 ? "-" : "") + groups.joined(separator: ",")
  }
}
