import Foundation

/// The process's peak resident memory, which Linux can reset: the bench resets it before each
/// size and reads it after, so each size reports its own peak.
enum PeakMemory {
  /// Resets the peak to the current resident size (Linux: `5` into `/proc/self/clear_refs`).
  static func reset() {
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
  }

  /// Peak resident bytes since the last reset (Linux: `VmHWM` in `/proc/self/status`), or `nil`
  /// where the platform does not tell.
  static func bytes() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
    else { return nil }
    return kilobytes * 1024
  }
}
