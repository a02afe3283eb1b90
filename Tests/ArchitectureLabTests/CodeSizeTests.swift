import Foundation
import Testing

@testable import ArchitectureLab

/// The first type a model file declares: the concept it is named after.
private func concept(of text: String) -> String? {
  let declaration = /(?:class|struct|enum|protocol|actor)\s+([A-Za-z_][A-Za-z0-9_]*)/
  return codeLines(text).lazy.compactMap { try? declaration.firstMatch(in: $0) }.first.map {
    String($0.1)
  }
}

/// The lines of `text` that are not comments.
private func codeLines(_ text: String) -> [String] {
  text.split(separator: "\n").map(String.init).filter {
    !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
  }
}

/// Every identifier in the code of `text`.
private func identifiers(in text: String) -> Set<String> {
  Set(
    codeLines(text).joined(separator: "\n").matches(of: /[A-Za-z_][A-Za-z0-9_]*/).map {
      String($0.output)
    })
}

private let countedScenarios = [FavoritesScenario.scenario, ChainScenario.scenario]

/// NB: `store/1.7` and `store/on-change/1.7` list no sources on purpose: each is another
/// contestant's files (`store`'s, `store/on-change`'s) over a root store at 1.7.0's rules and
/// writes no code of its own, so the code-size table does not repeat those files under its name.
private let codeless: Set = ["store/1.7", "store/on-change/1.7"]

@Suite("Code size")
struct CodeSizeTests {
  @Test(
    "a line counts unless it is blank or only comment",
    arguments: [
      ("", 0),
      ("let a = 1\n\n  \nlet b = 2", 2),
      ("// note\n/// doc\n  // NB: indented\nlet a = 1", 1),
      ("let a = 1  // trailing comment", 1),
      ("/* one\n   two\n*/\nlet a = 1", 1),
      ("/* inline */ let a = 1", 1),
      ("let a = 1 /* opens\n still comment */", 1),
      ("let url = \"a\" // b /* not a block", 1),
    ])
  func countsCodeLines(text: String, expected: Int) {
    #expect(CodeSize.lines(in: text) == expected)
  }

  @Test(
    "the lab's wiring is not counted: a contestant's declaration and its mount",
    arguments: [
      (
        """
        enum Views {
          /// The contestant.
          static let contestant = Contestant(
            name: "a", summary: "closes a bracket here: ) and opens one: (",
            expected: .correct, mount: { Views.mount(.guarded) })

          static let other = Contestant(name: "b", summary: "one line", mount: mount)
          static func mount() -> Renderer {
            Renderer(root: AppView(model: Model()))
          }
          struct AppView: LabView {}
        }
        """, 3
      ),
      ("static let contestant = Contestant(\n  summary: \"a \\\"(\\\" b\"\n)\nlet a = 1", 1),
      ("static func mount(_ p: Parameters) -> Renderer { Renderer(root: V()) }\nlet a = 1", 1),
      ("static let rows = Array(\n  repeating: 0, count: 3)\nstatic func mounted() {}", 3),
    ])
  func leavesOutTheWiring(text: String, expected: Int) {
    #expect(CodeSize.lines(in: text) == expected)
    #expect(!CodeSize.countedLines(in: text).endsInWiring)
  }

  @Test("a declaration whose brackets never close is found, not left to swallow the file")
  func unclosedWiring() {
    let text = "static let contestant = Contestant(\n  name: \"a\",\nstruct V {}\nlet a = 1"
    #expect(CodeSize.countedLines(in: text).endsInWiring)
    #expect(CodeSize.countedLines(in: "static func mount() {}\nlet a = 1").endsInWiring == false)
  }

  /// The guard against wiring written another way (`private static let`, `: Contestant =`, a
  /// mount with its brace on the next line): it would be counted as views without notice.
  @Test("no counted line of a listed view file declares a contestant or its mount")
  func viewFilesCountNoWiring() throws {
    let paths = Set(countedScenarios.flatMap { $0.contestants.flatMap { $0.sources?.views ?? [] } })
    #expect(!paths.isEmpty)
    for path in paths.sorted() {
      let text = try String(
        contentsOf: repositoryRoot.appendingPathComponent("Sources/\(path)"), encoding: .utf8)
      let counted = CodeSize.countedLines(in: text)
      #expect(!counted.endsInWiring, "\(path)")
      for line in counted.lines {
        #expect(
          !line.contains("Contestant(") && !line.contains("Contestant =")
            && !line.contains("func mount"), "\(path): \(line)")
      }
    }
  }

  @Test("every contestant of favorites and chain lists its sources, and every file exists")
  func sourcesExist() {
    for scenario in countedScenarios {
      for contestant in scenario.contestants {
        if codeless.contains(contestant.name) {
          #expect(contestant.sources == nil, "\(scenario.name) × \(contestant.name)")
          continue
        }
        guard let sources = contestant.sources else {
          Issue.record("\(scenario.name) × \(contestant.name) lists no sources")
          continue
        }
        #expect(!sources.models.isEmpty && !sources.views.isEmpty, "\(contestant.name)")
        for path in sources.models + sources.views {
          let url = repositoryRoot.appendingPathComponent("Sources").appendingPathComponent(path)
          #expect(
            FileManager.default.fileExists(atPath: url.path),
            "\(scenario.name) × \(contestant.name): \(path)")
        }
      }
    }
  }

  /// The guard against a list that drifts: a model file that starts using another type of its
  /// folder (a new child view model, a shared object) fails here until that file is listed too.
  @Test("a contestant's model files list every model type of their folders that they use")
  func modelListsAreClosed() throws {
    for scenario in countedScenarios {
      for contestant in scenario.contestants {
        let listed = contestant.sources?.models ?? []
        let texts = try listed.map { path throws in
          try String(
            contentsOf: repositoryRoot.appendingPathComponent("Sources/\(path)"), encoding: .utf8)
        }
        let used = texts.reduce(into: Set<String>()) { $0.formUnion(identifiers(in: $1)) }
        let namespaces = Set(
          texts.flatMap { $0.matches(of: /extension\s+(\w+)\s*\{/).map { String($0.1) } })
        let folders = Set(listed.map { ($0 as NSString).deletingLastPathComponent })
        for folder in folders {
          let directory = repositoryRoot.appendingPathComponent("Sources/\(folder)")
          for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
          where name.hasSuffix(".swift") && !listed.contains("\(folder)/\(name)") {
            let text = try String(
              contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            guard let type = concept(of: text), !namespaces.contains(type) else { continue }
            let isUsed = used.contains(type)
            #expect(
              !isUsed, "\(scenario.name) × \(contestant.name) uses \(type); list \(folder)/\(name)")
          }
        }
      }
    }
  }

  @Test("the table has a row per contestant, in order, with the run's counts and verdict")
  func rows() throws {
    let rows = try CodeSize.rows(scenarios: ["favorites", "chain"], root: repositoryRoot)
    #expect(
      rows.map(\.contestant)
        == countedScenarios.flatMap { $0.contestants.map(\.name) }.filter { !codeless.contains($0) }
    )
    let chain = try script(try #require(BuiltinScripts.named("chain")).text)
    let results = try Runner.run(
      chain, contestants: chain.scenario.contestants.filter { !codeless.contains($0.name) })
    for (row, result) in zip(rows.filter { $0.scenario == "chain" }, results) {
      #expect(row.totals == result.totals, "\(row.contestant)")
      #expect(row.verdict == result.verdict, "\(row.contestant)")
      #expect(row.models > 0 && row.views > 0, "\(row.contestant)")
    }
  }

  /// NB: `vanilla` and `vanilla/field-forwarding` draw with the same view file.
  @Test("a file shared by two contestants counts whole for each")
  func sharedFilesCountForEach() throws {
    let rows = try CodeSize.rows(scenarios: ["favorites"], root: repositoryRoot)
    let views = Dictionary(uniqueKeysWithValues: rows.map { ($0.contestant, $0.views) })
    let text = try String(
      contentsOf: repositoryRoot.appendingPathComponent(
        "Sources/ArchitectureLab/Scenarios/Favorites/FavoritesVanillaViews.swift"), encoding: .utf8)
    #expect(views["vanilla"] == CodeSize.lines(in: text))
    #expect(views["vanilla/field-forwarding"] == CodeSize.lines(in: text))
  }

  @Test("an unknown scenario, or one whose contestants list no sources, is a clear error")
  func errors() {
    #expect(
      throws: UsageError(message: "code-size: unknown scenario 'chian'; did you mean 'chain'?")
    ) { try CodeSize.rows(scenarios: ["chian"], root: repositoryRoot) }
    #expect(
      throws: UsageError(
        message: "code-size: no contestant of basics lists its sources (Contestant.sources)")
    ) { try CodeSize.rows(scenarios: ["basics"], root: repositoryRoot) }
  }
}
