/// The unit a time reads in, as the bench's tables print it (``BenchReport/duration(_:)``) and
/// the charts' time axis labels it (``LineChart``): the largest of ns, µs, ms and s that the
/// time is at least one of.
enum TimeUnit: String, CaseIterable {
  case ns, µs, ms, s

  /// The unit of `nanoseconds`; `ns` below one.
  init(_ nanoseconds: Double) {
    self = Self.allCases.last { nanoseconds >= $0.scale } ?? .ns
  }

  /// Nanoseconds per unit.
  var scale: Double {
    switch self {
    case .ns: 1
    case .µs: 1_000
    case .ms: 1_000_000
    case .s: 1_000_000_000
    }
  }

  /// The decimals a table prints in this unit: `850 ns`, `12.3 µs`, `4.56 ms`, `1.20 s`.
  var decimals: Int {
    switch self {
    case .ns: 0
    case .µs: 1
    case .ms, .s: 2
    }
  }

  /// The next unit up, `nil` for seconds.
  var larger: Self? {
    let all = Self.allCases
    return all.firstIndex(of: self).flatMap { $0 + 1 < all.count ? all[$0 + 1] : nil }
  }
}
