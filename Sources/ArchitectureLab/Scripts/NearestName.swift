/// The candidate closest to a misspelt name, for "did you mean …?" suggestions.
///
/// Uses the edit distance, ignoring case, and only suggests a candidate within a third of the
/// word's length (at least 2 edits) that keeps something of the word (not every character
/// replaced: `3` suggests no `1`), so wild guesses are not offered. Of candidates equally
/// near, one that begins with the word is taken (`1.10` finds `1.10.0`, not `1.7.0`), else the
/// first.
///
/// - Complexity: O(m × n) per candidate of length n for a word of length m, and nothing for a
///   word longer than ``maximumSuggestedLength`` or a candidate whose length alone puts it out
///   of reach, so a runaway token costs no search.
nonisolated func nearestName(to word: String, in candidates: [String]) -> String? {
  // NB: names are far shorter than the cap, and the distance is at least the difference in
  // lengths, so no suggestion is lost by skipping longer words.
  guard word.utf8.count <= maximumSuggestedLength else { return nil }
  let limit = max(2, word.count / 3)
  // NB: case is ignored, so `RESET` finds `reset` however long the word.
  let lowered = word.lowercased()
  let scored = candidates.filter { abs($0.count - word.count) <= limit }.map {
    ($0, editDistance(lowered, $0.lowercased()))
  }.filter { $0.1 < max($0.0.count, word.count) }
  guard let distance = scored.map(\.1).min(), distance <= limit else { return nil }
  let nearest = scored.filter { $0.1 == distance }.map(\.0)
  return nearest.first { $0.lowercased().hasPrefix(lowered) } ?? nearest.first
}

/// The longest word (in UTF-8 bytes) ``nearestName(to:in:)`` looks for a name near.
nonisolated let maximumSuggestedLength = 64

/// `; did you mean 'save'?` for the candidate nearest `word`, or `nil` when none is near.
nonisolated func didYouMean(_ word: String, in candidates: [String]) -> String? {
  nearestName(to: word, in: candidates).map { "; did you mean '\($0)'?" }
}

/// The Levenshtein distance: insertions, deletions and substitutions to turn `a` into `b`.
nonisolated func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  var previous = Array(0...b.count)
  for (i, left) in a.enumerated() {
    var current = [i + 1]
    for (j, right) in b.enumerated() {
      current.append(
        min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1)))
    }
    previous = current
  }
  return previous[b.count]
}
