import Foundation
import Testing

@testable import ArchitectureLab

/// Hostile input against the commands' newer options (`fuzz --steps/--seed/--jobs`, `bench
/// --operation/--budget/--max-size`, `conformance --tag/--variant/--group`, `docs --check`,
/// `log --order`), against the files `--output` and `--chart` name (a FIFO no one reads, a
/// read-only file, a block device), against arguments that are not UTF-8 and against the
/// documents `compare docs` reads: a clear error, exit status 2, nothing run, nothing that was
/// there destroyed.
///
/// The sweep behind this file found six failures, each pinned by a test below "Failures the
/// sweep found": a FIFO no process read made `--output` wait for ever; a read-only file was
/// replaced (as root); a block device would be written through; an argument that is not UTF-8
/// named another file (`r\xff.lab` was looked up, and written, as `r�.lab`); a document that
/// is not UTF-8, a FIFO or a folder named `x.md` gave Foundation's words ("The file isn't in
/// the correct format", "You don't have permission", "error 256"); and `--check=yes` was told
/// to try `--check yes`. Two messages said less than they could: `fuzz --scenario ''` now
/// lists the scenarios.
@Suite("Hostile options")
struct HostileOptionsTests {
  /// Promise: refused before anything runs. `(arguments, expected first line of standard
  /// error)`; exit status 2 and nothing on standard output.
  nonisolated static let cases: [([String], String)] = [
    // fuzz: numbers out of range or malformed, options repeated or after `--`.
    (
      ["fuzz", "--steps", "1e3"], "error: --steps needs a whole number from 0 to 1000000, got '1e3'"
    ),
    (["fuzz", "--steps", "-5"], "error: --steps needs a whole number from 0 to 1000000, got '-5'"),
    (["fuzz", "--steps", ""], "error: --steps needs a whole number from 0 to 1000000, got ''"),
    (
      ["fuzz", "--seed", "nan"],
      "error: --seed needs a whole number from 0 to 18446744073709551615, got 'nan'"
    ),
    (
      ["fuzz", "--seed", "1.5"],
      "error: --seed needs a whole number from 0 to 18446744073709551615, got '1.5'"
    ),
    (["fuzz", "--jobs", "-1"], "error: --jobs needs a whole number from 1 to 64, got '-1'"),
    (["fuzz", "--jobs", "1e1"], "error: --jobs needs a whole number from 1 to 64, got '1e1'"),
    (["fuzz", "--jobs", "2", "--jobs", "3"], "error: --jobs is given twice; give it once"),
    (["fuzz", "--steps", "3", "--steps", "4"], "error: --steps is given twice; give it once"),
    (
      ["fuzz", "--scenario", "basics", "--scenario", "list"],
      "error: --scenario is given twice; give it once"
    ),
    (
      ["fuzz", "--step-limit", "nan"],
      "error: --step-limit needs a number of seconds from 0.001 to 86400, got 'nan'"
    ),
    (["fuzz", "extra"], "error: 'fuzz' takes no arguments, got 'extra'"),
    (["fuzz", "--", "--steps", "3"], "error: 'fuzz' takes no arguments, got '--steps'"),
    (
      ["fuzz", "--scenario", ""],
      "error: unknown scenario '' (scenarios: basics, favorites, optional, enum, list, todos, "
        + "siblings, stack, chain)"
    ),
    (
      ["fuzz", "--scenario", "basics", "--contestant", "store", "--contestant", "store"],
      "error: --contestant 'store' is given twice"
    ),
    (["fuzz", "--output", "x"], "error: unknown option '--output'"),
    (["fuzz", "--jobs=2"], "error: unknown option '--jobs=2'; did you mean '--jobs'?"),
    // bench.
    (
      ["bench", "--budget", "-1"],
      "error: --budget needs a number of seconds from 0.001 to 86400, got '-1'"
    ),
    (
      ["bench", "--budget", "1e999"],
      "error: --budget needs a number of seconds from 0.001 to 86400, got '1e999'"
    ),
    (
      ["bench", "--max-size", "99999999999999999999"],
      "error: --max-size needs a whole number (0 or more), got '99999999999999999999'"
    ),
    (
      ["bench", "--scenario", "chain", "--operation", ""],
      "error: no bench operation '' (operations: 'increment at the leaf')"
    ),
    (
      ["bench", "--scenario", "chain", "--operation", "x", "--operation", "y"],
      "error: --operation is given twice; give it once"
    ),
    (
      ["bench", "--scenario", "chain", "--scenario", "list"],
      "error: --scenario is given twice; give it once"
    ),
    (
      ["bench", "--rounds", "1e3"],
      "error: --rounds needs a whole number from 1 to 1000000, got '1e3'"
    ),
    (
      ["bench", "--chart", "/dev/null"],
      "error: --chart '/dev/null' is not FILE.svg: the charts are SVG, written beside it as "
        + "FILE-<scenario>[-<operation>].svg; give a name ending in .svg"
    ),
    (["bench", "--", "--budget", "1"], "error: 'bench' takes no arguments, got '--budget'"),
    (["bench", "--format", ""], "error: unknown format '' (formats: text, json, csv)"),
    (
      ["bench", "--contestant", "store", "--contestant", "store"],
      "error: --contestant 'store' is given twice"
    ),
    // conformance.
    (["conformance", "--tag", ""], "error: --tag: unknown '' (choices: 1.4.0, 1.7.0, 1.10.0)"),
    (
      ["conformance", "--tag", "1.7.0", "--tag", "1.10.0"],
      "error: --tag is given twice; give it once"
    ),
    (
      ["conformance", "--variant", ""],
      "error: --variant: unknown '' (choices: observation, legacy, mixed)"
    ),
    (["conformance", "--group", ""], "error: --group: unknown '' (choices: basics, enum, "),
    (["conformance", "extra"], "error: 'conformance' takes no arguments, got 'extra'"),
    (
      ["conformance", "--", "--tag", "1.7.0"],
      "error: 'conformance' takes no arguments, got '--tag'"
    ),
    (["conformance", "--format", ""], "error: unknown format '' (formats: text, json, markdown)"),
    (
      ["conformance", "--output", "/nonexistent-lab-folder/r.txt"],
      "error: cannot write '/nonexistent-lab-folder/r.txt': No such file or directory"
    ),
    (["conformance", "--output", ""], "error: an output file name is empty"),
    // docs.
    (["docs", "extra"], "error: 'docs' takes no arguments, got 'extra'"),
    (["docs", "--", "--check"], "error: 'docs' takes no arguments, got '--check'"),
    (["docs", "--output", "x"], "error: unknown option '--output'"),
    // log.
    (
      ["log", "basics", "--contestant", "store", "--order", ""],
      "error: --order needs sorted or time, got ''"
    ),
    (
      ["log", "--order", "sorted", "--order", "time", "basics", "--contestant", "store"],
      "error: --order is given twice; give it once"
    ),
    (["log", "basics", "--contestant", ""], "error: no contestant '' for scenario basics"),
    (
      ["log", "basics", "other", "--contestant", "store"],
      "error: 'log' takes exactly one script FILE"
    ),
    (
      ["log", "basics", "--contestant", "store", "--format", ""],
      "error: unknown format '' (formats: text, html)"
    ),
    // NB: after `--` every word is an operand: `--contestant` and `store` are not read.
    (["log", "--", "basics", "--contestant", "store"], "error: 'log' needs --contestant NAME"),
    (
      ["log", "basics", "--contestant", "store", "--output", "/nonexistent-lab-folder/l.txt"],
      "error: cannot write '/nonexistent-lab-folder/l.txt': No such file or directory"
    ),
    // Failures the sweep found: a flag's `=` was taken for a value in the wrong place.
    (["docs", "--check=yes"], "error: unknown option '--check=yes'; --check takes no value"),
  ]

  @Test(
    "each malformed newer option is refused before anything runs, with exit 2", arguments: cases)
  func refused(arguments: [String], message: String) {
    var progress: [String] = []
    let outcome = CompareCommand.run(arguments, progress: { progress.append($0) })
    #expect(outcome.status == 2)
    #expect(outcome.output == "")
    #expect(outcome.errors.hasPrefix(message), "\(outcome.errors)")
    #expect(progress == [], "nothing ran")
  }

  // MARK: - Failures the sweep found, each fixed.

  @Test(
    "a FIFO no process reads, given as --output or --chart, is refused before the run",
    .needsBuiltCompare)
  func fifoWithoutReader() throws {
    let folder = try TemporaryFolder()
    #expect(mkfifo(folder.path("r.fifo"), 0o600) == 0)
    #expect(mkfifo(folder.path("c-chain.svg"), 0o600) == 0)
    let reason =
      "it is a FIFO no process reads; start its reader first (writing to it would wait for one)"
    let commands: [([String], String)] = [
      (["run", "basics", "--contestant", "store", "--output", "r.fifo"], "r.fifo"),
      (["run", "basics", "--contestant", "store", "--chart", "r.fifo"], "r.fifo"),
      (["log", "basics", "--contestant", "store", "--output", "r.fifo"], "r.fifo"),
      (["conformance", "--group", "basics", "--output", "r.fifo"], "r.fifo"),
      (["bench", "--scenario", "chain", "--max-size", "0", "--output", "r.fifo"], "r.fifo"),
      (["bench", "--scenario", "chain", "--max-size", "0", "--chart", "c.svg"], "c-chain.svg"),
    ]
    for (arguments, path) in commands {
      let outcome = try BuiltCompare.run(arguments, in: folder)
      #expect(outcome.status == 2, "\(arguments) (nil: still waiting after 30 s)")
      // NB: the bench warns first that a debug build's times are not a release build's.
      let lines = outcome.errors.split(separator: "\n").filter { !$0.contains("warning") }
      #expect(lines == ["error: cannot write '\(path)': \(reason)"], "\(arguments)")
    }
    #expect(try folder.names() == ["c-chain.svg", "r.fifo"], "no temporary file is left")
  }

  @Test("a FIFO with a reader gets the whole report, however much it is")
  func fifoWithReader() throws {
    let folder = try TemporaryFolder()
    let fifo = folder.path("r.fifo")
    let reader = openedFIFO(fifo, flags: O_RDONLY | O_NONBLOCK)
    defer { close(reader) }
    // NB: the report is over a pipe's 64 KB buffer; the writer waits for this reader, not for
    // a reader to appear, so it is read as it is written, off the main actor that writes it.
    let received = Drain(reader)
    let script = "scenario basics\n" + String(repeating: "increment\n", count: 1000)
    let outcome = CompareCommand.run(
      ["log", "long.lab", "--contestant", "store", "--order", "time", "--output", fifo]
    ) { _ in script }
    received.writerFinished()
    #expect(outcome.status == 0, "\(outcome.errors)")
    let expected = CompareCommand.run(
      ["log", "long.lab", "--contestant", "store", "--order", "time"]
    ) { _ in script }
    #expect(expected.output.utf8.count > 1 << 16, "over a pipe's buffer")
    #expect(received.wait() == Array(expected.output.utf8))
  }

  /// Refused by its mode, not by `access(2)`, which lets root replace any file: a file no one
  /// may write is kept, whoever runs the lab. A run as root shows root refused as well.
  @Test(
    "a read-only file given as --output or --chart is refused by its mode (root included) and kept")
  func readOnlyFile() throws {
    let folder = try TemporaryFolder()
    let report = try folder.file("kept.txt", text: "mine\n")
    let chart = try folder.file("kept.svg", text: "<svg/>\n")
    #expect(chmod(report, 0o444) == 0)
    #expect(chmod(chart, 0o440) == 0)
    for (option, path, permissions) in [("--output", report, "0444"), ("--chart", chart, "0440")] {
      let outcome = CompareCommand.run(["run", "basics", "--contestant", "store", option, path])
      #expect(
        outcome
          == CompareCommand.Outcome(
            status: 2, output: "",
            errors: "error: cannot write '\(path)': it is read-only (mode \(permissions)); make "
              + "it writable or give another name\n"))
    }
    #expect(try String(contentsOfFile: report, encoding: .utf8) == "mine\n")
    #expect(try String(contentsOfFile: chart, encoding: .utf8) == "<svg/>\n")
    #expect(fileMode(report).map { $0 & 0o7777 } == 0o444)
    #expect(try folder.names() == ["kept.svg", "kept.txt"], "no temporary file is left")
  }

  @Test(
    "a block device given as --output is refused, never written through",
    .enabled(if: geteuid() == 0, "making a device node takes root"))
  func blockDevice() throws {
    let folder = try TemporaryFolder()
    let device = folder.path("disk")
    // NB: loop device 250 (major 7, minor 250 in Linux's old encoding), which the kernel most
    // likely has none of: nothing is opened either way, the node's type alone is refused.
    try #require(mknod(device, S_IFBLK | 0o600, dev_t(7 << 8 | 250)) == 0)
    let outcome = CompareCommand.run([
      "run", "basics", "--contestant", "store", "--output", device,
    ])
    #expect(
      outcome
        == CompareCommand.Outcome(
          status: 2, output: "",
          errors: "error: cannot write '\(device)': it is a block device (a disk or a "
            + "partition); give a file name\n"))
  }

  @Test("an argument that is not UTF-8 is refused, naming it and its first bad byte")
  func argumentNotUTF8() {
    #expect(ArgumentEncoding.problem(in: [Array("run".utf8), Array("basics".utf8)]) == nil)
    #expect(
      ArgumentEncoding.problem(in: [Array("run".utf8), [0x72, 0xFF] + Array(".lab".utf8)])
        == UsageError(
          message: "argument 2, 'r\u{FFFD}.lab', is not UTF-8: byte 0xFF at byte 2; the lab "
            + "reads its arguments as UTF-8 (rename a file whose name is not)"))
    // A lone lead byte, an overlong form, a surrogate: each as a script file's would be.
    for bytes: [UInt8] in [[0xC3], [0xC0, 0xAF], [0xED, 0xA0, 0x80]] {
      #expect(ArgumentEncoding.problem(in: [bytes]) != nil, "\(bytes)")
    }
  }

  @Test(
    "compare given a file name that is not UTF-8 refuses it, reading and writing nothing",
    .needsBuiltCompare)
  func processArgumentNotUTF8() throws {
    let folder = try TemporaryFolder()
    _ = try folder.file("r\u{FFFD}.lab", text: "scenario basics\nincrement\n")
    // NB: printf writes the byte; Process takes arguments as Strings, which are UTF-8.
    let outcome = try BuiltCompare.run(
      [
        "-c", #"exec "$0" run "$(printf 'r\377.lab')" --output "$(printf 'o\377.txt')""#,
        try BuiltCompare.launcher().executable,
      ], in: folder, executable: "/bin/sh")
    #expect(outcome.status == 2)
    #expect(
      outcome.errors
        == "error: argument 2, 'r\u{FFFD}.lab', is not UTF-8: byte 0xFF at byte 2; the lab "
        + "reads its arguments as UTF-8 (rename a file whose name is not)\n")
    #expect(try folder.names() == ["r\u{FFFD}.lab"], "no o\u{FFFD}.txt written")
  }

  @Test("a document compare docs reads that is not UTF-8 or a folder is a clear error")
  func documentsThatAreNotText() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path("docs"), withIntermediateDirectories: false)
    let readme = try folder.file("README.md", bytes: Array("# Lab\n\nsee ".utf8) + [0xE9, 0x0A])
    let root = folder.url
    #expect(
      throws: ScriptError(
        file: readme, line: 3, column: 5,
        message: "not a text document: byte 0xE9 here is not UTF-8 (save it as UTF-8)")
    ) { try DocBlocks.check(in: root) }
    _ = try folder.file("README.md", text: "# Lab\n")
    try FileManager.default.createDirectory(
      atPath: folder.path("docs/b.md"), withIntermediateDirectories: false)
    #expect(
      throws: OutputError(message: "cannot read '\(folder.path("docs/b.md"))': it is a directory")
    ) { try DocBlocks.check(in: root) }
  }

  // NB: the two FIFO tests below run the built compare (``BuiltCompare/run(_:in:executable:)``): the fault
  // each pins, an open(2) that waits for a writer, would hang a test run in-process for ever.

  @Test(
    "a FIFO no process writes, named x.md in docs/, is a clear error, not a wait for ever",
    .needsBuiltCompare)
  func documentFIFO() throws {
    let folder = try TemporaryFolder()
    _ = try folder.file("Package.swift", text: #"let package = Package(name: "ArchitectureLab")"#)
    _ = try folder.file("README.md", text: "# Lab\n")
    try FileManager.default.createDirectory(
      atPath: folder.path("docs"), withIntermediateDirectories: false)
    #expect(mkfifo(folder.path("docs/a.md"), 0o600) == 0)
    let outcome = try BuiltCompare.run(["docs", "--check"], in: folder)
    #expect(outcome.status == 2, "nil: still waiting after 30 s")
    #expect(
      outcome.errors
        == "error: cannot read '\(folder.path("docs/a.md"))': it is not a regular file\n")
  }

  @Test(
    "a FIFO no process writes, given as a script, is an empty script, not a wait for ever",
    .needsBuiltCompare)
  func scriptFIFOWithoutWriter() throws {
    let folder = try TemporaryFolder()
    #expect(mkfifo(folder.path("s.lab"), 0o600) == 0)
    let outcome = try BuiltCompare.run(["run", "s.lab"], in: folder)
    #expect(outcome.status == 2, "nil: still waiting after 30 s")
    #expect(outcome.errors.hasPrefix("s.lab:1:1: error: expected 'scenario NAME'"))
  }

  @Test("compare docs keeps a document's byte order mark and refuses to replace a read-only one")
  func documentsKeptAsTheyWere() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path("docs"), withIntermediateDirectories: false)
    _ = try folder.file("a.swift", text: "let a = 1\n")
    let stale = "# Lab\n\n<!-- source: a.swift -->\nold\n<!-- end -->\n"
    let readme = try folder.file("README.md", bytes: [0xEF, 0xBB, 0xBF] + Array(stale.utf8))
    #expect(try DocBlocks.regenerate(in: folder.url).contains("README.md"))
    let rewritten = try #require(FileManager.default.contents(atPath: readme))
    #expect(Array(rewritten.prefix(3)) == [0xEF, 0xBB, 0xBF], "the mark is kept")
    #expect(String(decoding: rewritten.dropFirst(3), as: UTF8.self).contains("let a = 1"))
    _ = try folder.file("README.md", text: stale)
    #expect(chmod(readme, 0o444) == 0)
    #expect(
      throws: OutputError(
        message: "cannot write '\(readme)': it is read-only (mode 0444); make it writable")
    ) { try DocBlocks.regenerate(in: folder.url) }
    #expect(try String(contentsOfFile: readme, encoding: .utf8) == stale)
  }

  @Test("a socket given as --output is refused before the run: it cannot be opened to write")
  func socket() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("listening")
    let descriptor = Foundation.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (index, byte) in path.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    try #require(bound == 0 && path.utf8.count < MemoryLayout.size(ofValue: address.sun_path))
    let outcome = CompareCommand.run(["run", "basics", "--contestant", "store", "--output", path])
    #expect(
      outcome
        == CompareCommand.Outcome(
          status: 2, output: "",
          errors: "error: cannot write '\(path)': it is a socket; give a file name\n"))
  }
}

/// A descriptor read to its end on a thread of its own, so a writer on the main actor that
/// fills the pipe is not left waiting for a reader that waits for the main actor.
private nonisolated final class Drain: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  /// The bytes read; written by the reading thread before `done` is signalled.
  private var bytes: [UInt8] = []
  /// Whether the writer has returned, and so closed its end; under `lock`.
  private var writerDone = false

  init(_ descriptor: Int32) {
    DispatchQueue.global().async { self.read(descriptor) }
  }

  /// Says the writer is done: from now on an end is the end, even before the first byte.
  func writerFinished() {
    lock.withLock { writerDone = true }
  }

  /// NB: a FIFO with no writer reads as ended, so an end before the first byte is waited out
  /// while the writer may not have opened it yet, and not after: a writer that never opened it
  /// then fails the test instead of hanging it.
  private func read(_ descriptor: Int32) {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = Foundation.read(descriptor, &buffer, buffer.count)
      if count > 0 {
        bytes += buffer[..<count]
        continue
      }
      let waiting =
        count < 0
        ? errno == EINTR || errno == EAGAIN : bytes.isEmpty && !lock.withLock { writerDone }
      guard waiting else { break }
      usleep(5_000)
    }
    done.signal()
  }

  /// The bytes the descriptor gave, once it has ended.
  func wait() -> [UInt8] {
    done.wait()
    return bytes
  }
}
