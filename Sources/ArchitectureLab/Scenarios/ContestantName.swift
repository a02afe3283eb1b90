/// What a contestant registered from outside the lab may be called, and what its other words
/// may hold: checked by ``Lab/register(_:)`` before anything is registered.
///
/// NB: a name that cannot be used on the command line is refused, not escaped where it is
/// printed: `--contestant NAME` must name it, and a name is printed raw in every report (the
/// table, the Markdown, the log, the fuzz report), so escaping would have to reach every one of
/// them and would still leave a name no one can type. A name is one visible word, as the lab's
/// own are (`vanilla/dedup`, `store/1.7`): no control or invisible character (what
/// ``escapingControls(_:)`` escapes), no space, not starting with `-` (`--contestant -h` reads
/// it as the help option), and at most ``maximumEchoLength`` characters, so a message repeats it
/// whole. A summary and a limit's reason are one line of prose each: spaces allowed, control and
/// invisible characters not, for the same reason.
///
/// NB: a zero-width joiner or non-joiner is not invisible where a word needs one, as Unicode's
/// identifier rules allow it (UAX #31, section 2.3; ``JoinControl``): Persian `می‌خواهم` or
/// Devanagari `क्‍ष` are names. Before or after anything but a letter (first, last, doubled, next
/// to a space or punctuation), or between letters it does not change (`incre\u{200D}ment`), it
/// is refused.
nonisolated enum ContestantName {
  /// Why `contestant` cannot be registered, its name first, or `nil` when it can.
  static func problem(with contestant: Contestant) -> String? {
    if let problem = problem(with: contestant.name) {
      return "contestant name \(echo(contestant.name)) \(problem)"
    }
    let lines =
      [("summary", contestant.summary)]
      + contestant.limits.map { ("limit's reason on \(echo($0.parameter))", $0.reason) }
    for (what, text) in lines {
      if let problem = reportLineProblem(text) {
        return "contestant \(contestant.name): its \(what) \(problem)"
      }
    }
    return nil
  }

  /// Why `name` cannot name a contestant, or `nil` when it can.
  static func problem(with name: String) -> String? {
    if name.isEmpty { return "is empty" }
    if let problem = reportLineProblem(name) { return problem }
    if name.contains(where: \.isWhitespace) {
      return "holds a space: a name is one word, typed after --contestant"
    }
    if name.hasPrefix("-") { return "starts with '-', which the command line reads as an option" }
    if name.count > maximumEchoLength {
      return "is longer than \(maximumEchoLength) characters, the most a message repeats"
    }
    return nil
  }
}
