/// A contestant and the one it replaces (``Contestant/replaces``), both run on one script: the
/// work the newer one removed.
struct Replacement {
  let script: String
  let before: ContestantResult
  let after: ContestantResult

  /// `OLD → NEW`: the replaced contestant's name, then the newer one's.
  var names: String { "\(before.contestant.name) → \(after.contestant.name)" }

  /// Every replacement among `results`, in script order.
  static func all(in results: [ContestantResult]) -> [Replacement] {
    results.compactMap { after in
      guard let replaced = after.contestant.replaces?().name,
        let before = results.first(where: {
          $0.script == after.script && $0.contestant.name == replaced
        })
      else { return nil }
      return Replacement(script: after.script, before: before, after: after)
    }
  }
}

extension Sequence where Element: Hashable {
  /// The elements in order, each kept once.
  func uniqued() -> [Element] {
    var seen: Set<Element> = []
    return filter { seen.insert($0).inserted }
  }

  /// The first element that appeared before, or `nil` when each appears once.
  func firstRepeated() -> Element? {
    var seen: Set<Element> = []
    return first { !seen.insert($0).inserted }
  }
}
