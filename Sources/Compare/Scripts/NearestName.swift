/// The candidate closest to a misspelt name, for "did you mean …?" suggestions.
///
/// Uses the edit distance and only suggests a candidate within a third of the word's length
/// (at least 2 edits), so wild guesses are not offered.
func nearestName(to word: String, in candidates: [String]) -> String? {
  let scored = candidates.map { ($0, editDistance(word, $0)) }
  guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
  return best.1 <= max(2, word.count / 3) ? best.0 : nil
}

/// `; did you mean 'save'?` for the candidate nearest `word`, or `nil` when none is near.
func didYouMean(_ word: String, in candidates: [String]) -> String? {
  nearestName(to: word, in: candidates).map { "; did you mean '\($0)'?" }
}

/// The Levenshtein distance: insertions, deletions and substitutions to turn `a` into `b`.
func editDistance(_ a: String, _ b: String) -> Int {
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
