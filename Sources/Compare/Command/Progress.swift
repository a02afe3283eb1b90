import Foundation

/// Progress of a long command (a bench, a fuzz run), on standard error, so the report on standard
/// output stays clean and a long run shows it is alive.
enum Progress {
  static func write(_ line: String) {
    FileHandle.standardError.write(Data("\(line)\n".utf8))
  }
}
