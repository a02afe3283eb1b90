import Foundation

/// Keeps the documentation true: every block between a marker and `<!-- end -->` in the README
/// and `docs/*.md` is generated from the code, and `compare docs` rewrites them.
///
/// Markers:
/// - `<!-- compare: ARGS -->`: the command, `$ swift run compare ARGS`, then what it prints, in a
///   `text` block (see ``commandLine(_:)``);
/// - `<!-- source: PATH -->`: the whole source file, in a `swift` block;
/// - `<!-- script: NAME -->`: a built-in script, in a `text` block;
/// - `<!-- generated: script-reference -->`: the script language reference, from the verb tables;
/// - `<!-- generated: code-size SCENARIO… -->`: the lines of code of each contestant that lists
///   its sources, beside its counts on the scenario's built-in script (see ``CodeSize``);
/// - `<!-- generated: conformance -->`: the integration suite replayed, as Markdown tables;
/// - `<!-- generated: known-differences -->`: the steps the lab does not reproduce, and why.
///
/// A test runs ``check(in:)`` so `swift test` fails when a block drifts from the code.
enum DocBlocks {
  /// The files whose blocks are generated, relative to the repository root.
  static func files(in root: URL) -> [URL] {
    let docs = root.appendingPathComponent("docs")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
    return [root.appendingPathComponent("README.md")]
      + names.filter { $0.hasSuffix(".md") }.sorted().map { docs.appendingPathComponent($0) }
  }

  /// Refuses a folder that is not this repository's root, before anything is read or written:
  /// `compare docs` run elsewhere would write a `docs/charts` folder there, or fail on a file
  /// it cannot find.
  static func checkRoot(_ root: URL) throws {
    let manifest = root.appendingPathComponent("Package.swift")
    let isLab =
      (try? String(contentsOf: manifest, encoding: .utf8))?.contains(#"name: "ArchitectureLab""#)
      ?? false
    var isFolder: ObjCBool = false
    guard isLab,
      FileManager.default.fileExists(atPath: root.appendingPathComponent("README.md").path),
      FileManager.default.fileExists(
        atPath: root.appendingPathComponent("docs").path, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      throw OutputError(
        message:
          "'docs' rewrites the lab's README.md and docs/: run it from the repository root (the "
          + "folder of the ArchitectureLab Package.swift); \(echo(path: root.path)) is not")
    }
  }

  /// Regenerates every block of every file and the charts; returns the files that changed.
  static func regenerate(in root: URL) throws -> [String] {
    var changed: [String] = []
    for file in files(in: root) {
      let text = try read(file)
      let updated = try rendered(text, root: root)
      guard updated != text else { continue }
      try write(updated, to: file)
      changed.append(file.lastPathComponent)
    }
    do {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("docs/charts"), withIntermediateDirectories: true)
    } catch {
      throw OutputError(message: "cannot make docs/charts: \(error.localizedDescription)")
    }
    for (path, content) in try charts()
    where (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) != content {
      try write(content, to: root.appendingPathComponent(path))
      changed.append(path)
    }
    return changed
  }

  /// The text of `file`, or a one-line error that names it: where a byte is not UTF-8, or what
  /// it is when it is not a regular file.
  ///
  /// NB: read as a script is (``ScriptFile``), not by Foundation, which said "The file isn't in
  /// the correct format" for a byte that is not UTF-8, "You don't have permission" for a FIFO
  /// and "NSCocoaErrorDomain error 256" for a folder named `x.md`. A FIFO is refused unread:
  /// opening it would wait for a writer.
  private static func read(_ file: URL) throws -> String {
    var info = stat()
    if stat(file.path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
      let what = info.st_mode & S_IFMT == S_IFDIR ? "a directory" : "not a regular file"
      throw OutputError(message: "cannot read \(echo(path: file.path)): it is \(what)")
    }
    return try ScriptFile.readKeepingMark(file.path, as: "document")
  }

  /// Writes `text` to `file`, or throws a one-line error that names it.
  ///
  /// NB: a document no one may write (mode `0444`) is refused, as an `--output` file is
  /// (``OutputTarget``): root's atomic write would otherwise replace it.
  private static func write(_ text: String, to file: URL) throws(OutputError) {
    var info = stat()
    if stat(file.path, &info) == 0, let readOnly = OutputTarget.readOnly(info) {
      throw OutputError(
        message: "cannot write \(echo(path: file.path)): \(readOnly); make it writable")
    }
    do {
      try text.write(to: file, atomically: true, encoding: .utf8)
    } catch {
      throw OutputError(
        message: "cannot write \(echo(path: file.path)): \(error.localizedDescription)")
    }
  }

  /// The charts of the built-in scripts, by path relative to the root.
  static func charts() throws -> [(String, String)] {
    let scripts = try BuiltinScripts.all.map { entry throws in try entry.parsed() }
    let results = try scripts.flatMap { script throws in
      try ScriptLoading.results(of: script, contestant: nil)
    }
    var charts = [("docs/charts/bodies.svg", Charts.bodies(results).svg() + "\n")]
    if let reduction = Charts.storeReduction(results) {
      charts.append(("docs/charts/bodies-store.svg", reduction.svg() + "\n"))
    }
    return charts
  }

  /// Every file's blocks against what the code generates now, read and parsed once.
  ///
  /// - Returns: `file: marker` for every block whose content differs (`stale`), and how many
  ///   generated blocks the files have in all (`blocks`).
  static func check(in root: URL) throws -> (stale: [String], blocks: Int) {
    var stale: [String] = []
    var count = 0
    for file in files(in: root) {
      let found = try blocks(in: try read(file))
      count += found.count
      stale += try found.filter { try generate($0.marker, root: root) != $0.content }
        .map { "\(file.lastPathComponent): <!-- \($0.marker) -->" }
    }
    return (stale, count)
  }

  /// A marked block: its marker text and its current content.
  struct Block {
    let marker: String
    let content: String
    let range: Range<String.Index>
  }

  /// The marked blocks of `text`, in order.
  ///
  /// NB: a marker is a line of its own, and so is its `<!-- end -->`: a marker mentioned inside
  /// a line of prose (`` `<!-- compare: … -->` ``) is not one, where reading it as one took the
  /// text up to the next marker's end as its arguments.
  static func blocks(in text: String) throws -> [Block] {
    var blocks: [Block] = []
    var searchStart = text.startIndex
    while let open = text.range(of: "<!-- ", range: searchStart..<text.endIndex) {
      guard let lineEnd = text[open.upperBound...].firstIndex(of: "\n") else { break }
      searchStart = lineEnd
      let startsLine =
        open.lowerBound == text.startIndex
        || text[text.index(before: open.lowerBound)] == "\n"
      let line = text[open.upperBound..<lineEnd]
      let marker = String(line.dropLast(4))
      guard startsLine, line.hasSuffix(" -->"), Kind(marker) != nil else { continue }
      guard let end = text.range(of: "\n<!-- end -->", range: lineEnd..<text.endIndex) else {
        throw UsageError(message: "the block <!-- \(marker) --> has no <!-- end -->")
      }
      let content = text.index(after: lineEnd)..<text.index(after: end.lowerBound)
      blocks.append(Block(marker: marker, content: String(text[content]), range: content))
      searchStart = end.upperBound
    }
    return blocks
  }

  private static func rendered(_ text: String, root: URL) throws -> String {
    var result = text
    for block in try blocks(in: text).reversed() {
      result.replaceSubrange(block.range, with: try generate(block.marker, root: root))
    }
    return result
  }

  /// What a marker's block must contain.
  private enum Kind {
    case compare([String])
    case source(String)
    case script(String)
    case scriptReference
    case codeSize([String])
    case conformance
    /// The known differences at a tag (1.7.0's by default): `known-differences 1.10.0`.
    case knownDifferences(SuiteTag)

    init?(_ marker: String) {
      let (kind, argument) = (
        marker.prefix { $0 != ":" }, marker.drop { $0 != ":" }.dropFirst().trimmingWhitespace()
      )
      switch kind {
      case "compare": self = .compare(argument.split(separator: " ").map(String.init))
      case "source": self = .source(argument)
      case "script": self = .script(argument)
      case "generated" where argument == "script-reference": self = .scriptReference
      case "generated" where argument == "conformance": self = .conformance
      case "generated" where argument.split(separator: " ").first == "known-differences":
        let words = argument.split(separator: " ").map(String.init)
        let tag = words.count == 1 ? .v1_7_0 : SuiteTag(rawValue: words[1])
        guard let tag, words.count <= 2 else { return nil }
        self = .knownDifferences(tag)
      case "generated" where argument.split(separator: " ").first == "code-size":
        self = .codeSize(argument.split(separator: " ").dropFirst().map(String.init))
      default: return nil
      }
    }
  }

  /// What a marker's block must contain, from the line after the marker to `<!-- end -->`.
  static func generate(_ marker: String, root: URL) throws -> String {
    switch Kind(marker) {
    case .compare(let arguments):
      let outcome = CompareCommand.run(arguments)
      return markdownCodeBlock(
        commandLine(arguments) + "\n" + outcome.output + outcome.errors, language: "text")
    case .source(let path):
      return markdownCodeBlock(try read(root.appendingPathComponent(path)), language: "swift")
    case .script(let name):
      guard let script = BuiltinScripts.all.first(where: { $0.name == name }) else {
        throw UsageError(message: "no built-in script '\(name)' for <!-- \(marker) -->")
      }
      return markdownCodeBlock(script.text, language: "text")
    case .scriptReference:
      return ScriptReference.render() + "\n"
    case .codeSize(let scenarios):
      return markdownCodeBlock(
        CodeSize.render(try CodeSize.rows(scenarios: scenarios, root: root)), language: "text")
    case .conformance:
      let results = SuiteTest.all.map { SuiteRunner.run($0) }
      return ConformanceReport.markdown(results, comparison: RulesComparison(results))
        + "\n\nBefore and after observation, per step: the counted lines of each recording (view "
        + "bodies, row closures, `WithViewStore` bodies, view stores and stores made; deinits "
        + "left out). The legacy side's lines include the view-store API's own stores and view "
        + "stores, which observation does not make, so *removed* is lines logged, not body runs; "
        + "– marks a step whose legacy recording logs no counted line.\n\n"
        + ConformanceReport.reduction(results) + "\n"
    case .knownDifferences(let tag):
      guard !tag.knownDifferences.isEmpty else {
        return "None declared at \(tag.rawValue).\n"
      }
      return tag.knownDifferences.map { known -> String in
        let step =
          "\(known.variant.rawValue) \(known.group.rawValue) \(markdownCode(known.test)), "
          + "step \(known.step)"
        let scope = known.scope == .step ? "" : " (deinits only)"
        return "- **\(step)**\(scope): \(known.cause)"
      }.joined(separator: "\n") + "\n"
    case nil:
      return ""
    }
  }

  /// The line a `compare:` block opens with: `$ swift run compare ARGS`, from the marker's words.
  ///
  /// NB: the command goes inside the block, as a terminal shows it, not in a caption above:
  /// rendered Markdown hides the marker, and a reader following the docs needs what to type. The
  /// `$ ` prompt is the usual sign of the one line typed, everything below it being printed, and
  /// the prose before a block already ends in a colon that a caption would repeat. Being part of
  /// the generated text, the line is checked like the output, so it cannot drift from the marker.
  static func commandLine(_ arguments: [String]) -> String {
    (["$ swift run compare"] + arguments.map(shellWord)).joined(separator: " ")
  }

  /// `word` as a shell reads it back: bare when no shell gives any of its characters a meaning,
  /// else in single quotes.
  private static func shellWord(_ word: String) -> String {
    let plain = word.allSatisfy {
      $0.isASCII && ($0.isLetter || $0.isNumber || "-_./=:,+@%".contains($0))
    }
    if plain && !word.isEmpty { return word }
    return "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }
}
