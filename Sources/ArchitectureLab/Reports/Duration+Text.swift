import Foundation

/// Durations as the bench and the fuzz run print them.
extension Duration {
  /// The duration in nanoseconds.
  var nanoseconds: Int64 {
    components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000
  }

  /// `12.3 s`.
  var secondsText: String {
    String(format: "%.1f s", Double(nanoseconds) / 1e9)
  }
}
