import Foundation
import Testing

@testable import ArchitectureLab

/// What `--output` and `--chart` do to what is already there, and what a failed write does:
/// issue 13's "writing to --output replaces what is there" and "a failed write to stdout traps".
@Suite("Output safety")
struct OutputSafetyTests {
  /// The file type bits of `path`, following links.
  private func fileType(_ path: String) -> mode_t? {
    fileMode(path).map { $0 & S_IFMT }
  }

  @Test("#13 a FIFO given as --output is written through, not replaced by a regular file")
  func fifo() throws {
    let folder = try TemporaryFolder()
    let fifo = folder.path("report.fifo")
    // NB: on Linux a FIFO opened for reading and writing never blocks, so this test reads what
    // the command writes without a second thread; the report fits the pipe's buffer.
    let reader = openedFIFO(fifo, flags: O_RDWR | O_NONBLOCK)
    defer { close(reader) }
    let outcome = CompareCommand.run(["run", "basics", "--contestant", "store", "--output", fifo])
    #expect(outcome.status == 0, "\(outcome.errors)")
    #expect(outcome.output == "")
    #expect(fileType(fifo) == S_IFIFO)
    #expect(textReadNow(from: reader).hasPrefix("script    contestant"))
    #expect(try folder.names() == ["report.fifo"], "no temporary file is left")
  }

  @Test("#13 a device given as --output or --chart is written through: /dev/null stays a device")
  func device() throws {
    let outcome = CompareCommand.run([
      "run", "basics", "--contestant", "vanilla", "--output", "/dev/null", "--chart", "/dev/null",
    ])
    #expect(outcome.status == 0, "\(outcome.errors)")
    #expect(outcome.output == "")
    #expect(fileType("/dev/null") == S_IFCHR)
  }

  @Test("#13 a symbolic link given as --output or --chart is followed: its file is replaced")
  func symbolicLinks() throws {
    let folder = try TemporaryFolder()
    let report = try folder.file("report.txt", text: "old report\n")
    #expect(chmod(report, 0o640) == 0)
    #expect(symlink("report.txt", folder.path("latest.txt")) == 0)
    // A dangling link names the file to create.
    #expect(symlink("chart.svg", folder.path("latest.svg")) == 0)
    let outcome = CompareCommand.run([
      "run", "basics", "--contestant", "store", "--output", folder.path("latest.txt"),
      "--chart", folder.path("latest.svg"),
    ])
    #expect(outcome.status == 0, "\(outcome.errors)")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("latest.txt"))
        == "report.txt")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("latest.svg"))
        == "chart.svg")
    #expect(try String(contentsOfFile: report, encoding: .utf8).hasPrefix("script    contestant"))
    #expect(try String(contentsOfFile: folder.path("chart.svg"), encoding: .utf8).hasPrefix("<svg"))
    #expect(fileMode(report).map { $0 & 0o777 } == 0o640, "permissions kept")
    #expect(
      try folder.names() == ["chart.svg", "latest.svg", "latest.txt", "report.txt"],
      "no temporary file is left")
  }

  @Test("a run that fails leaves the output file as it was, and no temporary file")
  func failedRunKeepsTheOldFile() throws {
    let folder = try TemporaryFolder()
    let report = try folder.file("report.txt", text: "old report\n")
    let outcome = CompareCommand.run(["run", "bad.lab", "--output", report]) { _ in
      "scenario list\nincrement 0"
    }
    #expect(outcome.status == 2)
    #expect(
      outcome.errors.hasPrefix(
        "bad.lab:2:11: error: increment 0: there is nothing for the position (I) to pick at "
          + "this step"))
    #expect(try String(contentsOfFile: report, encoding: .utf8) == "old report\n")
    #expect(try folder.names() == ["report.txt"])
  }

  @Test("#13 an --output that is the input script is refused before the run")
  func outputIsTheInput() throws {
    let folder = try TemporaryFolder()
    let script = try folder.file("mine.lab", text: "scenario basics\nincrement\n")
    #expect(symlink("mine.lab", folder.path("alias.lab")) == 0)
    // NB: through `/proc/self/root` too, where the system has it: every path under `/proc` was
    // once written through, so the script was appended to, unchecked against the inputs.
    let throughProc = FileManager.default.fileExists(atPath: "/proc/self/root")
    for output in [script, folder.path("alias.lab")]
      + (throughProc ? ["/proc/self/root" + script] : [])
    {
      let outcome = CompareCommand.run(["run", script, "--output", output])
      #expect(outcome.status == 2)
      #expect(outcome.output == "")
      #expect(
        outcome.errors
          == "error: --output '\(output)' is the input script '\(script)' too; give each its own file\n"
      )
    }
    #expect(try String(contentsOfFile: script, encoding: .utf8) == "scenario basics\nincrement\n")
    #expect(try folder.names() == ["alias.lab", "mine.lab"])
  }

  /// `d/fd/N`, with `d` a link to `/dev`, names the open file N as `/dev/fd/N` does: written
  /// through (appended to, as the shell's `>>` set it up), not replaced by a new file.
  @Test(
    "an open file's descriptor name through a linked folder is written through, not replaced",
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/fd")))
  func descriptorThroughALinkedFolder() throws {
    let folder = try TemporaryFolder()
    let log = try folder.file("log.txt", text: "before\n")
    #expect(symlink("/dev", folder.path("d")) == 0)
    let descriptor = open(log, O_WRONLY | O_APPEND)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    let inode = try #require(FileIdentity(existing: log))
    let outcome = CompareCommand.run([
      "run", "basics", "--contestant", "store", "--output", folder.path("d/fd/\(descriptor)"),
    ])
    #expect(outcome.status == 0, "\(outcome.errors)")
    let text = try String(contentsOfFile: log, encoding: .utf8)
    #expect(text.hasPrefix("before\nscript    contestant"))
    #expect(FileIdentity(existing: log) == inode, "the same file, not a new one renamed over it")
  }

  /// Linux keeps `café` written with one scalar and with `e` and a combining accent as two
  /// files; a `String` took them for one name.
  @Test("two new names that differ only in their Unicode spelling are two files")
  func namesComparedAsBytes() throws {
    let folder = try TemporaryFolder()
    let composed = folder.path("caf\u{E9}.svg")
    let decomposed = folder.path("cafe\u{301}.svg")
    let outcome = CompareCommand.run([
      "run", "basics", "--contestant", "store", "--output", composed, "--chart", decomposed,
    ])
    #expect(outcome.status == 0, "\(outcome.errors)")
    #expect(try folder.names().count == 2)
  }

  @Test("#13 --output and --chart naming the same file, or the chart's companion, are refused")
  func sameFileTwice() throws {
    let folder = try TemporaryFolder()
    let chart = folder.path("out.svg")
    let cases = [
      (chart, "error: --chart '\(chart)' is --output '\(chart)' too; give each its own file\n"),
      (
        folder.path("out-store.svg"),
        "error: the chart beside --chart, '\(folder.path("out-store.svg"))' is --output "
          + "'\(folder.path("out-store.svg"))' too; give each its own file\n"
      ),
    ]
    for (output, message) in cases {
      let outcome = CompareCommand.run(["run", "basics", "--output", output, "--chart", chart])
      #expect(outcome.status == 2)
      #expect(outcome.errors == message)
    }
    #expect(try folder.names() == [])
  }

  @Test("#13 a failed write to standard output is one line on standard error and exit status 2")
  func fullStandardOutput() throws {
    for format in ["text", "json", "csv", "markdown"] {
      let full = open("/dev/full", O_WRONLY)
      #expect(full >= 0)
      defer { close(full) }
      let outcome = CompareCommand.run(
        ["run", "basics", "--format", format], progress: { _ in },
        standardOutput: FileDescriptorOutput(descriptor: full, name: "standard output"))
      #expect(
        outcome
          == CompareCommand.Outcome(
            status: 2, output: "",
            errors: "error: cannot write standard output: No space left on device\n"),
        "\(format)")
    }
  }

  @Test("a failed write to --output is one line on standard error and exit status 2")
  func fullOutputFile() {
    let run = CompareCommand.run(["run", "basics", "--output", "/dev/full"])
    #expect(
      run
        == CompareCommand.Outcome(
          status: 2, output: "",
          errors: "error: cannot write '/dev/full': No space left on device\n"))
  }
}
