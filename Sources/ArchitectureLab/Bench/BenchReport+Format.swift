import Foundation

extension BenchReport {
  /// A ratio to two significant figures: `8600`, `120`, `21`, `5.4`, `1.0`, `0.61`.
  ///
  /// NB: a ratio to a sub-microsecond ideal moves by 25 to 60 % from run to run; a third
  /// figure would be noise.
  static func significant(_ ratio: Double) -> String {
    guard ratio > 0, ratio.isFinite else { return String(format: "%.1f", ratio) }
    var exponent = Int(floor(log10(ratio)))
    // NB: rounding can reach the next power of ten: 9.96 is 10, not 10.0.
    if (ratio / pow(10, Double(exponent - 1))).rounded() >= 100 { exponent += 1 }
    guard exponent < 1 else {
      let scale = pow(10, Double(exponent - 1))
      return String(format: "%.0f", (ratio / scale).rounded() * scale)
    }
    return String(format: "%.\(1 - exponent)f", ratio)
  }

  /// A difference of durations: `+35 ns`, `-1.2 µs`; `0 ns` when it rounds to no nanosecond.
  static func signedDuration(_ nanoseconds: Double) -> String {
    guard abs(nanoseconds).rounded() >= 1 else { return "0 ns" }
    return (nanoseconds < 0 ? "-" : "+") + duration(abs(nanoseconds))
  }

  /// `312 B`, `12 KB`, `3.4 MB`, `140 MB`: a heap's size, in binary units (a KB is 1,024
  /// bytes): whole bytes below what rounds to 1 KB, whole KB below 1 MB, then tenths of a MB
  /// below 100 MB and whole MB from there.
  ///
  /// NB: the unit is chosen after rounding, so 1,048,100 bytes (1023.5 KB) read `1.0 MB`, not
  /// `1024 KB`, 99.96 MB reads `100 MB`, not `100.0 MB`, and 1,000 bytes read `1 KB`. Below
  /// 512 bytes, `0 KB` read as nothing held (the chain's ideal); bytes say what it holds.
  static func bytes(_ count: Int) -> String {
    let kilobytes = (Double(count) / 1_024).rounded()
    guard kilobytes >= 1 else { return "\(count) B" }
    guard kilobytes >= 1_024 else { return String(format: "%.0f KB", kilobytes) }
    let megabytes = Double(count) / 1_048_576
    return (megabytes * 10).rounded() < 1_000
      ? String(format: "%.1f MB", megabytes) : String(format: "%.0f MB", megabytes)
  }

  /// `850 ns`, `12.3 µs`, `4.56 ms`, `1.20 s`.
  ///
  /// NB: the unit is chosen after rounding, as for ``bytes(_:)``: 999.6 ns reads `1.0 µs`, not
  /// `1000 ns`.
  static func duration(_ nanoseconds: Double) -> String {
    var unit = TimeUnit(nanoseconds)
    let places = pow(10, Double(unit.decimals))
    if (nanoseconds / unit.scale * places).rounded() >= 1_000 * places, let larger = unit.larger {
      unit = larger
    }
    return String(format: "%.\(unit.decimals)f ", nanoseconds / unit.scale) + unit.rawValue
  }
}

extension String {
  /// The string right-aligned in `width` characters, after one space.
  func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(1, width - count)) + self
  }
}
