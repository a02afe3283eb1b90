import Foundation

/// Progress of a long command (a run, a bench, a fuzz run), on standard error, so the report on
/// standard output stays clean and a long run shows it is alive.
enum Progress {
  /// Writes `line` to standard error; a failure to write it is ignored, as a lost progress line
  /// must not stop the run.
  static func write(_ line: String) {
    writeToStandardError(line + "\n")
  }

  /// Writes `text` as it is to standard error, ignoring a failure.
  nonisolated static func writeToStandardError(_ text: String) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        Foundation.write(STDERR_FILENO, $0.baseAddress, $0.count)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return }
      offset += written
    }
  }
}

/// Says how far a long loop is, at most once per ``interval`` and not before the first interval
/// has passed, so a short run prints nothing.
final class ProgressTicker {
  private let interval: Duration
  private let now: () -> ContinuousClock.Instant
  private let report: (String) -> Void
  private var next: ContinuousClock.Instant

  init(
    every interval: Duration = .seconds(2),
    now: @escaping () -> ContinuousClock.Instant = { .now }, report: @escaping (String) -> Void
  ) {
    self.interval = interval
    self.now = now
    self.report = report
    self.next = now() + interval
  }

  /// Reports `message` if an interval has passed since the last report.
  func tick(_ message: @autoclosure () -> String) {
    let time = now()
    guard time >= next else { return }
    next = time + interval
    report(message())
  }
}
