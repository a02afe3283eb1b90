/// The summary: one row per script × contestant, then the runs that did not do what they
/// declare, the means of the correct contestants, the store work, and the verdict per scenario.
enum TableReport {
  /// The columns after the script and the contestant, with their widths (see `compare explain`).
  static let columns = [
    ("steps", 5), ("bodies", 6), ("floor", 5), ("wasted", 6), ("stale", 5), ("notif", 5),
    ("sync", 4), ("stores", 6), ("leaked", 6), ("verdict", 7),
  ]

  /// The width the report's prose is wrapped to. NB: the table is as wide as its names need:
  /// 101 columns with the built-in contestants, since the floor's column became `floor`.
  static let width = 100

  static func render(_ results: [ContestantResult]) -> String {
    // NB: the name columns are as wide as the longest name, so a long script name shifts the
    // counts instead of pushing one row out of line. A script's name is shown escaped
    // (``ContestantResult/shownScript``): a file name may hold a line break.
    let scriptWidth = max(9, results.map { $0.shownScript.count }.max() ?? 0)
    let contestantWidth = max(26, results.map(\.contestant.name.count).max() ?? 0)
    func row(_ script: String, _ contestant: String, _ cells: [String]) -> String {
      let counts = zip(cells, columns).enumerated().map { index, pair in
        let (cell, column) = pair
        let padding = String(repeating: " ", count: max(0, column.1 - cell.count))
        return index == columns.count - 1 ? cell : padding + cell
      }
      let names = [(script, scriptWidth), (contestant, contestantWidth)].map { name, width in
        name + String(repeating: " ", count: max(0, width - name.count))
      }
      return (names + counts).joined(separator: " ").trimmingTrailingWhitespace()
    }
    let header = row("script", "contestant", columns.map(\.0))
    var lines = [header, String(repeating: "-", count: header.count)]
    for result in results {
      let totals = result.totals
      // NB: a verdict that differs from the declared one is marked `!` and explained below.
      let verdict = result.verdict.rawValue + (result.metExpectation ? "" : "!")
      lines.append(
        row(
          result.shownScript, result.contestant.name,
          [
            "\(totals.steps)", "\(totals.bodies)", "\(totals.floor)", "\(totals.wasted)",
            "\(totals.staleViews)", "\(totals.notifications)", "\(totals.syncWork)",
            "\(totals.storesCreated)", "\(result.leaked.count)", verdict,
          ]))
    }
    lines += wastedNote(results)
    lines.append("")
    lines += expectations(results)
    lines += means(results)
    lines += workRemoved(results)
    // NB: a block of its own, apart from the table above it.
    if results.contains(where: { !$0.leaked.isEmpty }) { lines.append("") }
    for result in results where !result.leaked.isEmpty {
      lines.append(
        "  \(result.shownScript) × \(result.contestant.name) leaked: \(result.leaked.joined(separator: ", "))"
      )
    }
    lines += verdicts(results)
    return lines.joined(separator: "\n")
  }

  /// Why `wasted` is not `bodies − floor` on some rows, when it is not.
  private static func wastedNote(_ results: [ContestantResult]) -> [String] {
    let rows = results.count { $0.totals.wasted != $0.totals.bodies - $0.totals.floor }
    guard rows > 0 else { return [] }
    return [""]
      + ("wasted is not bodies − floor on \(rows) \(rows == 1 ? "row" : "rows"): wasted counts runs "
      + "beyond need view by view, and a view the floor counts did not run there (a stale "
      + "view, or one whose new child a helper such as IfLetStore inserted without it); "
      + "`\(CommandName.current) explain` has every column.").wrapped(width: width, indent: 0)
  }

  /// Whether every run did what its contestant declares, and which did not.
  private static func expectations(_ results: [ContestantResult]) -> [String] {
    let failures = results.filter { !$0.metExpectation }
    var lines = [
      failures.isEmpty
        ? "All \(results.count) runs met their declared verdict."
        : "\(failures.count) of \(results.count) runs did NOT meet their declared verdict."
    ]
    for result in failures {
      lines.append(
        "  ! \(result.shownScript) × \(result.contestant.name): declared \(result.contestant.expected.rawValue), got \(result.verdict.rawValue)"
      )
    }
    // NB: on a script of one's own, a broken contestant may do better than it declares.
    for result in results
    where result.metExpectation && result.verdict != result.contestant.expected {
      lines.append(
        "  \(result.shownScript) × \(result.contestant.name): declared \(result.contestant.expected.rawValue), "
          + "\(result.verdict.rawValue) here (this script does not show its fault)")
    }
    return lines
  }

  /// The geometric means of the contestants correct on every script they ran; the others apart.
  private static func means(_ results: [ContestantResult]) -> [String] {
    let summary = Summary(runs: results)
    let correct = summary.correctContestants
    var lines = [""]
    if !correct.isEmpty {
      lines += [
        "Per needed render (1.00 is the floor), geometric mean over the scripts each ran, for the",
        "contestants correct on every one:",
        meansHeader,
      ]
      let declaredBroken = summary.declaredBrokenButCorrect
      for name in correct {
        let mark = declaredBroken.contains { $0.contestant == name } ? " †" : ""
        lines.append(meansRow(summary, name, mark: mark, correctOnly: false))
      }
      if !declaredBroken.isEmpty {
        lines += Self.declaredBrokenNote(declaredBroken)
          .wrapped(width: width, indent: 2)
      }
    }
    let broken = summary.contestants.filter { !correct.contains($0) }
    if !broken.isEmpty {
      let listed = broken.map { name in
        let verdicts = Set(summary.brokenRuns.filter { $0.contestant.name == name }.map(\.verdict))
        return
          "\(name) (\(Verdict.allCases.filter(verdicts.contains).map(\.rawValue).joined(separator: ", ")))"
      }
      lines += ("Not ranked, not correct on every script: " + listed.joined(separator: ", "))
        .wrapped(width: width, indent: 2)
    }
    let partly = summary.correctWhereDeclared
    if !partly.isEmpty {
      lines += [
        "Over only the scripts each was correct on (broken on the others, as declared):",
        meansHeader,
      ]
      for name in partly {
        lines.append(meansRow(summary, name, mark: "", correctOnly: true))
      }
    }
    return lines
  }

  /// The head of a table of geometric means.
  private static let meansHeader =
    "  \("contestant".padding(to: 28))scripts bodies/floor notif/floor"

  /// A contestant's row of geometric means, `mark` after its name, over every script it ran or
  /// only those it was correct on.
  private static func meansRow(
    _ summary: Summary, _ name: String, mark: String, correctOnly: Bool
  ) -> String {
    let mean = summary.geometricMean(of: name, correctOnly: correctOnly)
    let cells = [
      "\(summary.scriptCount(of: name, correctOnly: correctOnly))".leftPadded(to: 7),
      mean.bodies.formattedRatio.leftPadded(to: 13),
      mean.notifications.formattedRatio.leftPadded(to: 12),
    ]
    return "  \((name + mark).padding(to: 28))\(cells.joined())"
  }

  /// `† declared stale: …`: why a contestant correct on every script is marked in the means
  /// and left out of the ranking.
  static func declaredBrokenNote(_ entries: [(contestant: String, declared: Verdict)]) -> String {
    let names = entries.map { ScenarioVerdict.declaredText($0) }.joined(separator: ", ")
    let fault =
      entries.count == 1
      ? "the fault it declares (its built-in script does)"
      : "the faults they declare (their built-in scripts do)"
    return "† \(names): correct on these scripts, which do not show \(fault); not ranked."
  }

  /// Per scenario: the contestants correct and declared correct ranked, the others apart, and
  /// what it means.
  private static func verdicts(_ results: [ContestantResult]) -> [String] {
    var lines = [
      "",
      "Verdict per scenario: the contestants correct and declared correct, ranked by body runs (a",
      "tie shares its rank), then the broken ones and why.",
    ]
    for verdict in ScenarioVerdict.all(results) {
      let scripts = verdict.scripts == 1 ? "" : " of \(verdict.scripts) scripts"
      lines.append("")
      lines.append("\(verdict.scenario): \(verdict.floorOverSteps)\(scripts)")
      let rankWidth = "\(verdict.places.last?.rank ?? 1)".count
      for place in verdict.places {
        let ratio = Double(place.bodies) / Double(max(1, verdict.floor))
        let rank =
          String(repeating: " ", count: rankWidth - "\(place.rank)".count) + "\(place.rank)"
        let bodies = place.bodies == 1 ? "body" : "bodies"
        let head = "  \(rank). \(place.bodies) \(bodies) (\(ratio.formattedRatio)× floor):"
        lines += place.contestants.map(\.name).joined(separator: ", ")
          .wrapped(width: width, prefix: head, indent: 4 + rankWidth)
      }
      for (index, broken) in verdict.broken.enumerated() {
        lines += broken.summary(words: shownText).wrapped(
          width: width, prefix: index == 0 ? "  broken:" : String(repeating: " ", count: 10),
          indent: 12)
      }
      if !verdict.declaredBroken.isEmpty {
        let names = verdict.declaredBroken.map { ScenarioVerdict.declaredText($0) }
        let fault = names.count == 1 ? "its fault" : "their faults"
        lines +=
          (names.joined(separator: ", ") + ": correct here, these scripts do not show \(fault)")
          .wrapped(width: width, prefix: "  not ranked:", indent: 4)
      }
      lines += verdict.sentence.wrapped(width: width, prefix: "  ", indent: 2)
    }
    return lines
  }

  /// The counts the Work removed block compares, with their headings (see `compare explain`).
  private static let workColumns: [(heading: String, count: KeyPath<Counters, Int>)] = [
    ("stores", \.storesCreated), ("view stores", \.viewStoresCreated), ("scopes", \.scopes),
    ("bodies", \.bodies),
  ]

  /// Per script where a contestant ran beside the one it replaces, a table of the stores, view
  /// stores, scopes and bodies of each, `old → new`: the work the newer one removed.
  ///
  /// NB: a table with headings, not `3/9/2/9 → 1/0/0/8`: a newcomer could not tell which
  /// number was which (newcomer review 25).
  private static func workRemoved(_ results: [ContestantResult]) -> [String] {
    let replacements = Replacement.all(in: results)
    var lines: [String] = []
    for names in replacements.map(\.names).uniqued() {
      let rows = replacements.filter { $0.names == names }
      let scripts = rows.map(\.after.shownScript)
      let scriptWidth = max(9, scripts.map(\.count).max() ?? 0)
      // Each column: every cell `before → after`, the befores and the afters aligned.
      let columns = workColumns.map { heading, count in
        let pairs = rows.map {
          ("\($0.before.totals[keyPath: count])", "\($0.after.totals[keyPath: count])")
        }
        let before = pairs.map(\.0.count).max() ?? 0
        let after = pairs.map(\.1.count).max() ?? 0
        let cells = pairs.map { $0.0.flushRight(before) + " → " + $0.1.flushLeft(after) }
        let width = max(heading.count, before + 3 + after)
        return [heading.flushRight(width)] + cells.map { $0.flushRight(width) }
      }
      lines += ["", "Work removed, \(names):"]
      for (index, script) in (["script"] + scripts).enumerated() {
        let cells = columns.map { $0[index] }.joined(separator: "   ")
        lines.append(
          ("  " + script.flushLeft(scriptWidth) + "  " + cells).trimmingTrailingWhitespace())
      }
    }
    return lines
  }

  /// Why a run was not correct: the stale views, or where a loop or the time limit stopped it.
  static func explanation(_ result: ContestantResult) -> String {
    if let stop = result.stop {
      return "stopped at step \(stop.step): \(stop.reason)"
    }
    return "stale: " + abbreviated(result.staleViews, width: 60)
  }

  /// The items joined by commas, cut to about `width` characters with a count of the rest.
  private static func abbreviated(_ items: [String], width: Int) -> String {
    var shown: [String] = []
    for item in items {
      guard shown.isEmpty || (shown + [item]).joined(separator: ", ").count <= width else { break }
      shown.append(item)
    }
    let rest = items.count - shown.count
    return shown.joined(separator: ", ") + (rest > 0 ? " and \(rest) more" : "")
  }
}

extension String {
  /// The string after spaces that make it `width` characters wide (never cut, no space added
  /// when it is that wide already).
  func flushRight(_ width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }

  /// The string followed by spaces that make it `width` characters wide (never cut).
  func flushLeft(_ width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}
