import Testing

@testable import ArchitectureLab

/// `compare explain` defines everything the summary and the CSV print (newcomer review 25,
/// finding 10): a new column or block without a definition fails here.
@Suite("Glossary")
struct GlossaryTests {
  /// Whether `line` starts as the block `title` says, each upper-case word of the title
  /// (`N`, `OLD`, `SCENARIO:`) standing for any word with the same punctuation after it.
  private func starts(_ line: Substring, as title: String) -> Bool {
    let words = title.split(separator: " ")
    let lineWords = line.split(separator: " ")
    guard lineWords.count >= words.count else { return false }
    return zip(words, lineWords).enumerated().allSatisfy { index, pair in
      let (word, lineWord) = pair
      let letters = word.filter(\.isLetter)
      if !letters.isEmpty, letters.allSatisfy(\.isUppercase) {
        return lineWord.hasSuffix(word.drop { $0.isLetter })
      }
      return lineWord == word || (index == words.count - 1 && lineWord.hasPrefix(word))
    }
  }

  @Test("every block below the default report's table starts as a block compare explain defines")
  func explainDefinesEveryBlock() {
    let explain = CompareCommand.run(["explain"]).output
    for block in Glossary.blocks {
      #expect(explain.contains("\n  \(block.title)\n    "), "\(block.title)")
    }
    let report = CompareCommand.run([], progress: { _ in })
    #expect(report.status == 0)
    // NB: the first block is the table, whose columns explainDefinesEveryColumn checks.
    let firstLines = report.output.components(separatedBy: "\n\n").dropFirst()
      .compactMap { $0.split(separator: "\n").first }
    // NB: wasted's note, the verdicts met, the means, Work removed twice (store/legacy → store
    // and → store/1.7, which both replace it), the verdict per scenario and its 9 scenarios.
    #expect(firstLines.count == 15)
    for line in firstLines {
      #expect(Glossary.blocks.contains { starts(line, as: $0.title) }, "\(line)")
    }
    // NB: a script of one's own prints what the built-in ones never do: a contestant declared
    // broken and correct here (the example at the top of docs/scripts.md, where one-way is).
    let own = CompareCommand.run(
      ["run", "ex.lab"],
      readFile: { _ in
        "scenario favorites\nincrement\nsave\nrepeat 3 increment\nremove-favorite 1"
      }, progress: { _ in })
    let ownLines = own.output.components(separatedBy: "\n\n").dropFirst()
      .compactMap { $0.split(separator: "\n").first }
    // NB: one script, run by each of favorites' contestants.
    let runs = FavoritesScenario.scenario.contestants.count
    #expect(ownLines.contains { $0.hasPrefix("All \(runs) runs met") })
    for line in ownLines {
      #expect(Glossary.blocks.contains { starts(line, as: $0.title) }, "\(line)")
    }
    #expect(starts("Work removed, store/legacy → store:", as: "Work removed, OLD → NEW"))
    #expect(!starts("Work done, store/legacy → store:", as: "Work removed, OLD → NEW"))
  }

  @Test("every kind a conformance cell counts and every verdict it gives is defined by explain")
  func explainDefinesConformance() {
    let explain = CompareCommand.run(["explain"]).output
    let flowing = explain.flowing
    for title in ConformanceReport.allColumns.map(\.title) {
      #expect(explain.contains("\n  \(title) "), "\(title)")
    }
    let verdicts: [ConformanceReport.Verdict] = [.match, .known, .mismatch, .unexpectedMatch]
    for verdict in verdicts {
      #expect(flowing.contains(verdict.rawValue), "\(verdict.rawValue)")
    }
    let report = CompareCommand.run(["conformance"]).output
    #expect(report.hasPrefix("recorded:") && explain.contains("\n  recorded: "))
    #expect(report.contains("\nPlayed again at") && explain.contains("\n  Played again "))
    #expect(report.contains("recorded only: ") && explain.contains("\n  recorded only "))
  }

  @Test("every column of the CSV is defined by compare explain, under its CSV name")
  func explainDefinesEveryCSVColumn() {
    let explain = CompareCommand.run(["explain"]).output
    let flowing = explain.flowing
    let defined = Glossary.columns + Glossary.csvColumns
    for column in CSVReport.header {
      #expect(defined.contains { $0.csv == column }, "\(column)")
      #expect(
        explain.contains("\n  \(column) ") || flowing.contains("CSV: \(column)]"), "\(column)")
    }
    #expect(
      flowing.contains(
        "view_stores_created view stores created, a new one or a copy. A view store is the "
          + "view-store API's observed object"))
    #expect(flowing.contains("The observable store (store) has none, so 0"))
    #expect(flowing.contains("scopes child stores a store built"))
    #expect(explain.split(separator: "\n").allSatisfy { $0.count <= 100 })
  }

  @Test("the Work removed block is a table with a heading per count, each cell old → new")
  func workRemovedIsATable() throws {
    let output = CompareCommand.run(["run", "basics", "enum"], progress: { _ in }).output
    let start = try #require(output.range(of: "Work removed"))
    let block = output[start.lowerBound...].components(separatedBy: "\n\n")[0]
    #expect(
      block == """
        Work removed, store/legacy → store:
          script      stores   view stores   scopes    bodies
          basics      3 → 1          9 → 0    2 → 0    9 → 8
          enum       90 → 10        83 → 0   89 → 9   92 → 31
        """)
  }
}
