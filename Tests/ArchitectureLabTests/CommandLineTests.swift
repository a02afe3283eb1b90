import Foundation
import Testing

@testable import ArchitectureLab

/// The command line as a newcomer meets it: usage errors, suggestions, help texts and the
/// lines commands print when all is well (newcomer review 25).
@Suite("Command line")
struct CommandLineTests {
  // MARK: - Usage errors

  @Test("a usage error prints the failing command's usage lines only, and where to read more")
  func usageErrorShowsOneCommand() {
    let outcome = CompareCommand.run(["log", "favorites"])
    #expect(outcome.status == 2)
    #expect(outcome.output == "")
    #expect(
      outcome.errors == """
        error: 'log' needs --contestant NAME
        usage: compare log FILE --contestant NAME… [--order sorted|time] [--format text|html]
                           [--output FILE] [--step-limit SECONDS]
        run 'compare log --help' for more

        """)
  }

  /// A review found control characters escaped only in output paths: a script's file name and
  /// every other word a message repeats still reached the terminal raw.
  @Test("every word a message repeats has its control characters escaped, script names too")
  func controlCharactersInMessages() {
    let help = CompareCommand.run(["help", "bench", "a\u{1B}[2Jb"])
    #expect(help.errors.hasPrefix(#"error: 'help' takes one COMMAND, got 'a\u{1B}[2Jb'"#))
    let option = CompareCommand.run(["run", "basics", "--output\nx"])
    #expect(option.errors.hasPrefix(#"error: unknown option '--output\nx'"#))
    let script = CompareCommand.run(["run", "missing\u{7}.lab"])
    #expect(script.errors.hasPrefix(#"missing\u{07}.lab: error: no such file"#), "\(script.errors)")
    #expect([help, option, script].allSatisfy { $0.status == 2 })
  }

  /// A review found `help run -- --x` refused as an unknown option: `help` read its words again
  /// without the `--`.
  @Test("help reads `--` as every command does: what follows is a COMMAND, never an option")
  func helpAfterDoubleDash() {
    #expect(CompareCommand.run(["help", "--", "run"]) == CompareCommand.run(["run", "--help"]))
    let refused = [
      (["help", "run", "--", "--x"], "error: 'help' takes one COMMAND, got '--x'"),
      (["help", "run", "extra"], "error: 'help' takes one COMMAND, got 'extra'"),
      (["help", "--", "--x"], "error: no command '--x' to help with"),
      (["help", "--x", "run"], "error: unknown option '--x'"),
    ]
    for (arguments, message) in refused {
      #expect(
        CompareCommand.run(arguments)
          == CompareCommand.Outcome(
            status: 2, output: "", errors: "\(message)\n\n\(CompareCommand.usage)\n"),
        "\(arguments)")
    }
  }

  @Test("a usage error without a command prints the whole usage")
  func missingCommandShowsEverything() {
    let outcome = CompareCommand.run(["--step-limit", "0"])
    #expect(outcome.status == 2)
    #expect(
      outcome.errors
        == "error: --step-limit needs a number of seconds from 0.001 to 86400, got '0'"
        + "\n\n\(CompareCommand.usage)\n")
  }

  @Test("the whole usage names every conformance variant, as the command's own help does")
  func usageNamesEveryVariant() {
    let variants = SuiteTest.Variant.allCases.map(\.rawValue).joined(separator: "|")
    #expect(variants == "observation|legacy|mixed")
    #expect(CompareCommand.usage.contains("[--variant \(variants)]"))
    #expect(CompareCommand.run(["conformance", "--help"]).output.contains(variants))
  }

  // MARK: - Unknown options

  @Test("an unknown option is answered with the nearest option the command takes")
  func unknownOptionSuggestsNearest() {
    let cases = [
      (
        ["run", "favorites", "--fromat", "json"],
        "unknown option '--fromat'; did you mean '--format'?"
      ),
      (["bench", "--max-szie", "8"], "unknown option '--max-szie'; did you mean '--max-size'?"),
      (["conformance", "--gruop", "enum"], "unknown option '--gruop'; did you mean '--group'?"),
      (["docs", "--chek"], "unknown option '--chek'; did you mean '--check'?"),
      (["list", "--hlep"], "unknown option '--hlep'; did you mean '--help'?"),
      // NB: reported before the missing --contestant, which the typo is.
      (
        ["log", "basics", "--contestnat", "store"],
        "unknown option '--contestnat'; did you mean '--contestant'?"
      ),
    ]
    for (arguments, message) in cases {
      let outcome = CompareCommand.run(arguments)
      #expect(outcome.status == 2)
      #expect(outcome.errors.hasPrefix("error: \(message)\n"), "\(outcome.errors)")
    }
  }

  @Test("the hidden worker flag is never suggested, and a wild guess gets no suggestion")
  func hiddenAndFarOptionsAreNotSuggested() {
    for option in ["--wroker", "--verbose"] {
      let outcome = CompareCommand.run(["fuzz", option])
      #expect(outcome.errors.hasPrefix("error: unknown option '\(option)'\nusage: compare fuzz"))
    }
  }

  // MARK: - Conformance

  /// A newcomer read `deinits 2/5 → match` as a mismatch called a match. Releases are now
  /// compared: a step's verdict covers every cell on its line.
  @Test("the conformance text compares releases too: every cell on a step's line counts")
  func releasesAreCompared() {
    let outcome = CompareCommand.run(
      ["conformance", "--group", "presentation", "--variant", "legacy"])
    let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.prefix(12).joined(separator: "\n") == """
        recorded: pointfreeco/swift-composable-architecture 1.7.0 (30ab89d),
          Examples/Integration/IntegrationUITests, iOS 16 suite, 2 tests, 7 steps; played on the
          suite's own screens, rebuilt in the lab, their stores at 1.7.0's rules
          (StoreRules.release1_7, as store/1.7's and store/legacy's)
        Each cell is recorded/lab: view bodies, row closures, WithViewStore bodies, view stores
        created, stores created, and deinits (releases); the verdict compares every line of each
        kind. A known difference excuses exactly the lines it names, with their counts: deinit
        lines for one of the deinits alone, lines of any kind for one of the whole step.

        legacy · presentation · testOptional
          1. Present sheet  bodies 1/1, row closures 0/0, WithView bodies 2/2, view stores 4/4, stores 7/7, deinits 2/2  → match
          2. Increment  bodies 1/1, row closures 0/0, WithView bodies 1/1, view stores 1/1, stores 0/0, deinits 1/1  → match
        """)
  }

  @Test("conformance --help lists the tags, groups and variants it takes")
  func conformanceHelpListsChoices() {
    let help = CompareCommand.run(["conformance", "--help"]).output
    #expect(
      help.contains(
        """
          --tag TAG         the library's tag whose recordings to replay: 1.7.0 (the default),
                            the tag the suite was transcribed at; 1.10.0, which carries the
                            library's later recordings of 16 of its tests; or 1.4.0, whose
                            stores were pushed their state, played on the iOS 16 screens as
                            1.4.0 wrote them (those the lab mirrors so far)
          --group NAME      replay one screen's tests only (every group by default):
                            basics, enum, optional, presentation, identifiedList, navigation, siblings,
                            newContainsOld, newOldSiblings, newPresentsOld, oldContainsNew or
                            oldPresentsNew
          --variant NAME    replay one folder only (every one by default):
                            observation (iOS 17), legacy (iOS 16) or mixed (iOS 16+17)

        """))
  }

  // MARK: - Help texts

  @Test("fuzz --help gives each option's default, how to replay a failure and the exit status")
  func fuzzHelp() {
    let help = CompareCommand.run(["fuzz", "--help"]).output
    #expect(
      help.contains(
        """
        screen offers, of every verb but the bulk ones (create-1000, create-10000, append-1000),
        which would make every screen thousands of views.

          --seed S           the seed the scripts and their parameters are drawn from (1 by default;
                             0 to 18446744073709551615): the same seed and steps play the same scripts
          --steps N          steps per scenario (2,000 by default, at most 1,000,000)
        """))
    #expect(
      help.contains(
        """
          --step-limit S     stop a contestant whose step runs over S seconds (10 s by default):
                             a timeout, which fails the run

        To replay a failure, run the seed it printed with the same --steps and --scenario NAME, and
        --contestant NAME for the one that failed: the same script plays again, step for step.

        Exit status: 0 when every contestant run stayed correct and leaked nothing, 1 when one did
        not or a worker process failed, 2 usage error.
        """))
  }

  @Test("the defaults the help texts give are the code's own settings")
  func helpDefaultsFollowTheSettings() {
    #expect(FuzzCommand.help.contains("(\(FuzzCommand.defaultSeed) by default;"))
    #expect(FuzzCommand.help.contains("(\(FuzzCommand.defaultSteps.grouped) by default"))
    #expect(BenchCommand.help.contains("(\(Int(Bench.Settings().budget)) s by default)"))
    #expect(BenchCommand.help.contains("rounds per time (\(Bench.Settings().rounds) by default"))
    let limit = Runner.TimeLimit().perStep.components.seconds
    for command in [RunCommand.help, LogCommand.help, FuzzCommand.help, CompareCommand.usage] {
      #expect(command.contains("\(limit) s"))
    }
    #expect((1_000_000).grouped == "1,000,000")
    #expect((999).grouped == "999")
    #expect(HelpText.seconds(.milliseconds(500)) == "0.5 s")
  }

  @Test("bench --help defines the budget and the largest size and names every operation")
  func benchHelp() {
    let help = CompareCommand.run(["bench", "--help"]).output
    #expect(
      help.contains(
        """
          --budget SECONDS   the time one contestant may spend on one operation over all its sizes
                             (12 s by default); the sizes it leaves no time for are skipped
          --max-size N       the largest size (rows, screens, depth) to run: an operation that
                             reaches a larger one from a size (add at 1,000 rows reaches 1,001) is
                             not run there (no limit by default)
          --rounds R         rounds per time (7 by default, at most 1,000,000)
          --scenario NAME    only that scenario's axes: list, stack or chain
          --operation NAME   only that operation, quoted; the operations are
                             'increment a middle row', 'add a row', 'remove a middle row',
                             'create 1,000 rows', 'replace all 1,000 rows', 'update every 10th row',
                             'select a row', 'swap two rows', 'remove a row', 'create 10,000 rows',
                             'append 1,000 rows to 10,000', 'clear 1,000 rows',
                             'increment the top screen', 'increment at the leaf'
        """))
  }

  @Test("a debug build's bench warns on standard error that its times are not comparable")
  func benchWarnsInDebug() {
    var progress: [String] = []
    let outcome = CompareCommand.run(
      ["bench", "--budget", "0.05", "--scenario", "chain", "--max-size", "2", "--rounds", "1"],
      progress: { progress.append($0) })
    #expect(outcome.status == 0)
    let warning =
      "bench: warning: a debug build; its times are not comparable with a release build's "
      + "(docs/performance.md): run swift run -c release compare bench"
    #if DEBUG
      #expect(progress.first == warning)
    #else
      #expect(!progress.contains(warning))
    #endif
    #expect(!outcome.output.contains("warning"))
  }

  @Test("--help after the run's options prints the usage, as compare --help does")
  func helpAfterOptions() {
    let usage = CompareCommand.run(["--help"])
    #expect(
      usage == CompareCommand.Outcome(status: 0, output: CompareCommand.usage + "\n", errors: ""))
    #expect(usage.output.hasPrefix("usage: compare [run FILE… [--contestant NAME]…] "))
    for arguments in [["--format", "json", "--help"], ["--step-limit", "5", "-h"]] {
      let outcome = CompareCommand.run(arguments)
      #expect(outcome.status == 0, "\(arguments): \(outcome.errors)")
      #expect(outcome.output == usage.output, "\(arguments)")
    }
  }

  @Test("a command after the run's options is named as a command, not as a stray argument")
  func commandAfterOptions() {
    let outcome = CompareCommand.run(["--step-limit", "5", "run", "basics"])
    #expect(outcome.status == 2)
    #expect(
      outcome.errors.hasPrefix(
        "error: options go after the command: compare run … (got 'run' after them)\n"))
    let stray = CompareCommand.run(["--step-limit", "5", "basics"])
    #expect(stray.errors.hasPrefix("error: 'compare' takes no arguments, got 'basics'\n"))
    // After `--` a command's name is an operand, and `compare` alone takes none: no option was
    // given, so none is said to come first.
    for arguments in [["--", "run"], ["--step-limit", "5", "--", "run", "basics"]] {
      let operand = CompareCommand.run(arguments)
      #expect(operand.status == 2, "\(arguments)")
      #expect(
        operand.errors.hasPrefix("error: 'compare' takes no arguments, got 'run'\n"),
        "\(arguments): \(operand.errors)")
    }
  }

  @Test("log --order with the html page is refused: the page shows the events as they happened")
  func logOrderWithPage() {
    let outcome = CompareCommand.run([
      "log", "favorites", "--contestant", "vanilla", "--format", "html", "--output",
      "/dev/null", "--order", "sorted",
    ])
    #expect(outcome.status == 2)
    #expect(
      outcome.errors.hasPrefix(
        "error: --order sorts the text log; the html page shows the events in the order they "
          + "happened\n"))
  }

  @Test("log --help says what FILE is, that several contestants come in turn, and the exit status")
  func logHelp() {
    let help = CompareCommand.run(["log", "--help"]).output
    #expect(
      help.contains(
        """
        Prints each step's events for the contestants named, one after another under each step
        when several are. FILE is a script file or a built-in script's name (`compare list`).
        """))
    #expect(
      help.contains(
        """
          --contestant NAME  a contestant of the script's scenario; it may repeat, to log several
                             in turn
        """))
    #expect(
      help.contains(
        """
          --format html      one page to step through with the keyboard, the contestants side by
                             side, each step's events in the order they happened (needs --output;
                             takes no --order); text by default
        """))
    #expect(
      help.contains(
        """
        Exit status: 0 every contestant met its declared verdict, 1 one did not, 2 usage, script
        or output error
        """))
    #expect(!help.contains("side by side when several are"))
  }

  // MARK: - compare list

  @Test("compare list puts a verb too wide for its column above its description")
  func listWrapsWideVerbs() {
    let list = ListReport.render()
    #expect(
      list.contains(
        """
            toggle I                complete or reopen the todo at position I
            filter all|active|completed
                                    show all, active or completed todos
            clear-completed         remove every completed todo
        """))
    for verb in Scenarios.all.flatMap(\.verbs) {
      #expect(
        list.contains("    \(verb.usage)  ") || list.contains("    \(verb.usage)\n"),
        "\(verb.usage)")
    }
  }

  @Test("compare list names each parameter on the scenario line it belongs to")
  func listNamesTheParameter() {
    let list = ListReport.render()
    #expect(list.contains("  parameters (on the scenario line: scenario list rows N):\n"))
    #expect(list.contains("  parameters (on the scenario line: scenario chain depth N):\n"))
    #expect(!list.contains("NAME N"))
  }

  // MARK: - compare docs --check

  @Test("compare docs --check says how many blocks it found up to date")
  func docsCheckSaysSo() async throws {
    let result = try await #require(
      processExitsWith: .exitCode(0), observing: [\.standardOutputContent]
    ) {
      await MainActor.run {
        let block = "<!-- script: basics -->\n<!-- end -->\n"
        let root = enterTemporaryRepository([
          ("README.md", block + "\n" + block), ("docs/a.md", block),
        ])
        let regenerated = CompareCommand.run(["docs"])
        let checked = CompareCommand.run(["docs", "--check"])
        try? FileManager.default.removeItem(at: root)
        Progress.writeToStandardError(regenerated.errors + checked.errors)
        FileHandle.standardOutput.write(Data(checked.output.utf8))
        exit(regenerated.status == 0 ? checked.status : 99)
      }
    }
    #expect(
      String(decoding: result.standardOutputContent, as: UTF8.self)
        == "3 generated blocks up to date.\n")
  }
}
