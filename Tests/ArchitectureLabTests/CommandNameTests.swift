import Foundation
import Testing

@testable import ArchitectureLab

/// A package's own executable that runs the lab (`Lab.main`, docs/extending.md) is named in its
/// usage, help and hints by its own name, not as `compare` (a newcomer's finding: `swift run
/// ReduxLab` answered a typo with "run 'compare log --help' for more").
@Suite("Command name")
struct CommandNameTests {
  @Test("a usage error names the executable, and its options stay aligned under each other")
  func usageErrorNamesTheExecutable() {
    let usage = CompareCommand.usage(after: ["log", "favorites"])
    #expect(
      CommandName.naming(usage, as: "ReduxLab") == """
        usage: ReduxLab log FILE --contestant NAME… [--order sorted|time] [--format text|html]
                            [--output FILE] [--step-limit SECONDS]
        run 'ReduxLab log --help' for more
        """)
    #expect(
      CommandName.naming(usage, as: "lab") == """
        usage: lab log FILE --contestant NAME… [--order sorted|time] [--format text|html]
                       [--output FILE] [--step-limit SECONDS]
        run 'lab log --help' for more
        """)
  }

  @Test("the whole usage names it in every command's line, and keeps each block aligned")
  func wholeUsage() {
    let lines = CommandName.naming(CompareCommand.usage, as: "MyLab").split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(
      Array(lines.prefix(4)) == [
        "usage: MyLab [run FILE… [--contestant NAME]…] [--format text|markdown|json|csv|html]",
        "             [--output FILE] [--chart FILE.svg] [--step-limit SECONDS]",
        "       MyLab log FILE --contestant NAME… [--order sorted|time] [--format text|html]",
        "                 [--output FILE] [--step-limit SECONDS]",
      ])
    #expect(lines.contains("       MyLab [COMMAND] --help"))
    #expect(!lines.contains { $0.contains("compare") })
  }

  @Test("the whole usage after an unknown command, behind a blank line, is aligned too")
  func wholeUsageAfterAnError() {
    let lines = CommandName.naming(CompareCommand.usage(after: ["bogus"]), as: "x").split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(
      Array(lines.prefix(5)) == [
        "",
        "usage: x [run FILE… [--contestant NAME]…] [--format text|markdown|json|csv|html]",
        "         [--output FILE] [--chart FILE.svg] [--step-limit SECONDS]",
        "       x log FILE --contestant NAME… [--order sorted|time] [--format text|html]",
        "             [--output FILE] [--step-limit SECONDS]",
      ])
  }

  @Test("only compare as a command is renamed: not swift run compare, a marker, or a verb")
  func onlyTheCommand() {
    let text = """
      usage: compare docs [--check]

      The block after <!-- compare: ARGS --> opens with $ swift run compare ARGS; `compare list`
      and (compare list) and 'compare run --help' are commands; it compares, compared, comparer.
        compare list --script favorites > mine.lab
      """
    #expect(
      CommandName.naming(text, as: "MyLab") == """
        usage: MyLab docs [--check]

        The block after <!-- compare: ARGS --> opens with $ swift run compare ARGS; `MyLab list`
        and (MyLab list) and 'MyLab run --help' are commands; it compares, compared, comparer.
          MyLab list --script favorites > mine.lab
        """)
    #expect(CommandName.naming(text, as: "compare") == text)
  }

  @Test("the name is the executable's file name, unless it cannot be typed or printed as it is")
  func nameOfTheExecutable() {
    #expect(CommandName.name(ofExecutableAt: "/work/.build/debug/ReduxLab") == "ReduxLab")
    #expect(CommandName.name(ofExecutableAt: "MyLab") == "MyLab")
    #expect(CommandName.name(ofExecutableAt: "/bin/my lab") == nil)
    #expect(CommandName.name(ofExecutableAt: "/bin/lab\u{1B}[31m") == nil)
    #expect(CommandName.name(ofExecutableAt: "/bin/-lab") == nil)
    #expect(CommandName.name(ofExecutableAt: "/") == nil)
    #expect(CommandName.name(ofExecutableAt: nil) == nil)
    // NB: a test process never adopts a name, so every expected message in the tests says
    // compare.
    #expect(CommandName.current == "compare")
  }

  @Test(
    "the built executable, run under another name, says that name in its usage and help",
    .needsBuiltCompare)
  func builtUnderAnotherName() throws {
    let folder = try TemporaryFolder()
    let link = folder.path("MyLab")
    #expect(symlink(try BuiltCompare.launcher().executable, link) == 0)
    let typo = try BuiltCompare.run(["log", "favorites"], in: folder, executable: link)
    #expect(typo.status == 2)
    #expect(
      typo.errors == """
        error: 'log' needs --contestant NAME
        usage: MyLab log FILE --contestant NAME… [--order sorted|time] [--format text|html]
                         [--output FILE] [--step-limit SECONDS]
        run 'MyLab log --help' for more

        """)
    // NB: a parameter's limit and a contestant's summary name a command too.
    _ = try folder.file("big.lab", text: "scenario list rows 200000\nincrement 0\n")
    let big = try BuiltCompare.run(["run", folder.path("big.lab")], in: folder, executable: link)
    #expect(big.status == 2)
    #expect(big.errors.hasSuffix("every step; `MyLab bench` measures larger lists\n"))
    let list = try BuiltCompare.run(["list"], in: folder, executable: link)
    #expect(list.output.contains("at 1.7.0's rules, the release MyLab conformance checks: "))
    #expect(!list.output.contains("compare "))
    let help = try BuiltCompare.run(["help", "list"], in: folder, executable: link)
    #expect(help.status == 0)
    #expect(help.output.hasPrefix("usage: MyLab list [--script NAME]\n"))
    #expect(help.output.contains("\n                 MyLab list --script favorites > mine.lab\n"))
  }
}
