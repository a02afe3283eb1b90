extension BenchAxis {
  /// The name of `operation`'s chart: `compare bench --chart FILE.svg` writes it to
  /// `FILE-<name>.svg`. The scenario, then the operation's first word, its verb (`list-add` for
  /// `add a row`); the scenario alone when its growth axes have one operation (`stack`). `nil` on
  /// a benchmark, which gets no chart.
  ///
  /// NB: counted over the scenario's axes as declared, not as `--operation` cut them, so a chart
  /// keeps its name whatever else was run. Two operations of one scenario with the same verb
  /// (`add a row`, `add ten rows`) would share a file; a test checks that none do.
  func chartName(of operation: Operation) -> String? {
    guard benchmark == nil else { return nil }
    let operations = Self.all.filter { $0.scenario == scenario && $0.benchmark == nil }
      .flatMap(\.operations)
    guard operations.count > 1, let verb = operation.name.split(separator: " ").first else {
      return scenario
    }
    return "\(scenario)-\(verb)"
  }

  /// The chart names of this axis's operations, in order; none for a benchmark.
  var chartNames: [String] {
    operations.compactMap(chartName(of:))
  }
}
