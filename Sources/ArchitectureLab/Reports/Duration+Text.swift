import Foundation

/// Durations as the bench and the fuzz run print them.
extension Duration {
  /// The duration in nanoseconds.
  var nanoseconds: Int64 {
    components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000
  }

  /// `12.3 s`; under a twentieth of a second, in milliseconds (`1.0 ms`, `40.5 ms`).
  ///
  /// NB: a millisecond step limit (`--step-limit 0.001`) read "ran 0.0 s, over the 0.0 s step
  /// limit" in tenths of a second.
  var secondsText: String {
    let seconds = Double(nanoseconds) / 1e9
    return seconds < 0.05
      ? String(format: "%.1f ms", seconds * 1e3) : String(format: "%.1f s", seconds)
  }
}
