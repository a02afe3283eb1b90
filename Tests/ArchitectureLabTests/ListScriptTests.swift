import Foundation
import Testing

@testable import ArchitectureLab

/// `compare list --script NAME`: a built-in script's text, to copy and edit (newcomer review
/// 25, finding 15).
@Suite("compare list --script")
struct ListScriptTests {
  @Test("it prints the built-in script's .lab text exactly")
  func printsTheText() {
    let outcome = CompareCommand.run(["list", "--script", "basics"])
    #expect(outcome.status == 0)
    #expect(outcome.errors == "")
    #expect(
      outcome.output == """
        # One counter: the smallest app, the same for every school.
        scenario basics
        increment
        increment
        decrement
        reset
        reset          # already 0: the screen does not change
        repeat 3 increment

        """)
  }

  @Test("every built-in script's copy, saved as a file, runs as the built-in script does")
  func copiesRunAsTheBuiltins() throws {
    let folder = try TemporaryFolder()
    for script in BuiltinScripts.all {
      let copy = CompareCommand.run(["list", "--script", script.name])
      #expect(copy.output == script.text + "\n", "\(script.name)")
      // NB: saved as NAME.lab, the copy's rows name the same script as the built-in's.
      let file = try folder.file(script.file, text: copy.output)
      let fromFile = CompareCommand.run(["run", file], progress: { _ in })
      let builtin = CompareCommand.run(["run", script.name], progress: { _ in })
      #expect(fromFile.status == 0, "\(script.name)")
      #expect(fromFile.output == builtin.output, "\(script.name)")
    }
  }

  @Test("an unknown name gets the nearest built-in script and exit status 2")
  func unknownNameSuggests() {
    let outcome = CompareCommand.run(["list", "--script", "favorite"])
    #expect(outcome.status == 2)
    #expect(outcome.output == "")
    #expect(
      outcome.errors == """
        error: no built-in script 'favorite'; did you mean 'favorites'? (built-in scripts: basics, \
        favorites, optional, enum, list, todos, siblings, stack, chain)
        usage: compare list [--script NAME]
        run 'compare list --help' for more

        """)
  }

  @Test("list --help and the list itself say how to print a script")
  func helpSaysSo() {
    let help = CompareCommand.run(["list", "--help"]).output
    #expect(help.hasPrefix("usage: compare list [--script NAME]\n"))
    #expect(
      help.contains(
        """
          --script NAME  print the built-in script NAME as its .lab text, exactly, to copy and edit:
                         compare list --script favorites > mine.lab
        """))
    #expect(
      ListReport.render().contains(
        "built-in scripts (`compare list --script NAME` prints one's text):\n  basics\n"))
  }
}
