extension BenchReport {
  /// One log-log line chart per growth-axis operation of `axes`, in their order, with its name
  /// (``BenchAxis/chartName(of:)``): time per step against size, a line per contestant of
  /// `series`. A benchmark's operations get none.
  static func charts(_ series: [Bench.Series], of axes: [BenchAxis] = BenchAxis.all)
    -> [(name: String, chart: LineChart)]
  {
    axes.flatMap { axis in
      axis.operations.compactMap { operation in
        axis.chartName(of: operation).map { name in
          let rows = series.filter { $0.axis == axis.label && $0.operation == operation.name }
          let chart = LineChart(
            title: "\(axis.label): \(operation.name)", xLabel: axis.parameter,
            yLabel: "time per step",
            lines: rows.map { row in
              (
                row.contestant,
                row.nanoseconds.keys.sorted().map { (Double($0), row.nanoseconds[$0]!) }
              )
            })
          return (name, chart)
        }
      }
    }
  }
}
