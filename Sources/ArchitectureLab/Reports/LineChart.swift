import Foundation

/// A line chart of time against size on log-log axes drawn as plain SVG: one line per series
/// with point markers, a legend, labelled axes and decade grid lines. The y axis is labelled in
/// time as the bench's tables print it (`1 µs`, `10 µs`, `1 ms`), the x axis in counts (`1k`).
struct LineChart {
  let title: String
  let xLabel: String
  let yLabel: String
  /// Per series: its name and its `(x, y)` points, x ascending, y in nanoseconds; values must be
  /// positive.
  let lines: [(String, [(Double, Double)])]

  func svg() -> String {
    let (left, top, width, height) = (80.0, 50.0, 480.0, 300.0)
    let points = lines.flatMap(\.1)
    let xs = points.map(\.0).filter { $0 > 0 }
    let ys = points.map(\.1).filter { $0 > 0 }
    let xRange = decades(xs)
    let yRange = decades(ys)
    func x(_ value: Double) -> Double {
      left + (log10(value) - xRange.lowerBound) / max(1, xRange.upperBound - xRange.lowerBound)
        * width
    }
    func y(_ value: Double) -> Double {
      top + height - (log10(value) - yRange.lowerBound)
        / max(1, yRange.upperBound - yRange.lowerBound) * height
    }
    let legendTop = top + height + 60
    var parts = [
      #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(Int(left + width + 40))" height="\#(Int(legendTop + Double(lines.count) * 18 + 20))" font-family="Helvetica, Arial, sans-serif" font-size="12">"#,
      #"<rect width="100%" height="100%" fill="white"/>"#,
      #"<text x="\#(left)" y="24" font-size="16" font-weight="bold">\#(escape(title))</text>"#,
      #"<text transform="translate(16,\#(top + height / 2)) rotate(-90)" text-anchor="middle">\#(escape(yLabel)) (log)</text>"#,
      #"<text x="\#(left + width / 2)" y="\#(top + height + 40)" text-anchor="middle">\#(escape(xLabel)) (log)</text>"#,
    ]
    for decade in Int(xRange.lowerBound)...Int(xRange.upperBound) {
      let value = pow(10, Double(decade))
      parts.append(
        #"<line x1="\#(x(value))" x2="\#(x(value))" y1="\#(top)" y2="\#(top + height)" stroke="gainsboro"/>"#
      )
      parts.append(
        #"<text x="\#(x(value))" y="\#(top + height + 18)" text-anchor="middle">\#(label(value))</text>"#
      )
    }
    for decade in Int(yRange.lowerBound)...Int(yRange.upperBound) {
      let value = pow(10, Double(decade))
      parts.append(
        #"<line x1="\#(left)" x2="\#(left + width)" y1="\#(y(value))" y2="\#(y(value))" stroke="gainsboro"/>"#
      )
      parts.append(
        #"<text x="\#(left - 6)" y="\#(y(value) + 4)" text-anchor="end">\#(Self.time(value))</text>"#
      )
    }
    parts.append(
      #"<line x1="\#(left)" x2="\#(left)" y1="\#(top)" y2="\#(top + height)" stroke="black"/>"#)
    parts.append(
      #"<line x1="\#(left)" x2="\#(left + width)" y1="\#(top + height)" y2="\#(top + height)" stroke="black"/>"#
    )
    for (index, (name, series)) in lines.enumerated() {
      let colour = BarChart.palette[index % BarChart.palette.count]
      let path = series.filter { $0.0 > 0 && $0.1 > 0 }.map { "\(x($0.0)),\(y($0.1))" }.joined(
        separator: " ")
      parts.append(
        #"<polyline points="\#(path)" fill="none" stroke="\#(colour)" stroke-width="2"/>"#)
      for (px, py) in series where px > 0 && py > 0 {
        parts.append(
          #"<circle cx="\#(x(px))" cy="\#(y(py))" r="3" fill="\#(colour)"><title>\#(escape("\(name) at \(Int(px)): \(BenchReport.duration(py))"))</title></circle>"#
        )
      }
      let rowY = legendTop + Double(index) * 18
      parts.append(
        #"<rect x="\#(left)" y="\#(rowY - 10)" width="12" height="12" fill="\#(colour)"/>"#)
      parts.append(#"<text x="\#(left + 18)" y="\#(rowY)">\#(escape(name))</text>"#)
    }
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }

  /// The whole decades that cover the values, as log10 bounds.
  private func decades(_ values: [Double]) -> ClosedRange<Double> {
    guard let low = values.min(), let high = values.max() else { return 0...1 }
    let lower = floor(log10(low))
    return lower...max(lower + 1, ceil(log10(high)))
  }

  private func label(_ value: Double) -> String {
    switch value {
    case 1_000_000_000...: "\(Int(value / 1_000_000_000))G"
    case 1_000_000...: "\(Int(value / 1_000_000))M"
    case 1_000...: "\(Int(value / 1_000))k"
    default: "\(Int(value))"
    }
  }

  /// A decade of nanoseconds as the tables print times: `100 ns`, `1 µs`, `10 ms`, `1 s`.
  private static func time(_ nanoseconds: Double) -> String {
    let unit = TimeUnit(nanoseconds)
    return String(format: "%g ", nanoseconds / unit.scale) + unit.rawValue
  }

  private func escape(_ text: String) -> String {
    text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
  }
}
