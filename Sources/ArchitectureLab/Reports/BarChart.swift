import Foundation

/// A grouped bar chart drawn as plain SVG: one group per label, one bar per series, an optional
/// floor marker per group, a legend, and labelled axes.
struct BarChart {
  /// One group of bars, e.g. one script.
  struct Group {
    let label: String
    /// Value per series name; series missing from a group are left out of it.
    let values: [String: Double]
    /// Drawn as a dashed line across the group, e.g. the oracle's floor.
    let floor: Double?
  }

  let title: String
  let yLabel: String
  let series: [String]
  let groups: [Group]
  var floorLabel = "oracle floor"
  var xLabel = "script"

  /// Twenty colours, one per series up to twenty: the README's chart has nineteen contestants.
  ///
  /// NB: the first ten are a palette made to stay distinct for most readers, colour blindness
  /// included, and are the charts' colours as they were, so a chart of ten or fewer looks the
  /// same. The other ten were chosen, one at a time, as the farthest in CIELAB from all before
  /// them (from a list of darker and more saturated hues), so no two of the twenty are closer
  /// than the first ten's closest pair (ΔE 25.9, teal and grey); tints of the first ten were
  /// closer (ΔE 12.6).
  static let palette = [
    "#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7",
    "#9c755f", "#bab0ac", "#222222", "#542788", "#c51b7d", "#004d40", "#808000", "#7f1d1d",
    "#6b6ecf", "#1f3b73", "#b5cf6b", "#1b5e20",
  ]

  /// About how wide `text` is drawn at the chart's 12-pixel font, or at the title's 16-pixel
  /// bold one: enough room that no label runs into the next or off the edge.
  ///
  /// NB: an estimate from the character count (Helvetica averages under 0.6 em a character),
  /// since a plain SVG file cannot measure its text.
  static func textWidth(_ text: String, title: Bool = false) -> Double {
    Double(text.count) * (title ? 9.5 : 7)
  }

  func svg() -> String {
    let barWidth = 14.0
    let groupGap = 24.0
    let left = 70.0
    let top = 50.0
    let plotHeight = 300.0
    let groupWidths = groups.map { Double(max(1, $0.values.count)) * barWidth }
    // NB: a group takes the room of its bars or of its label, whichever is wider, so labels
    // never overprint each other.
    let slotWidths = zip(groups, groupWidths).map { group, bars in
      max(bars, Self.textWidth(group.label) + 4)
    }
    let plotWidth = slotWidths.reduce(0, +) + groupGap * Double(groups.count + 1)
    let legendTop = top + plotHeight + 60
    let legendWidth = (series + [floorLabel]).map { 18 + Self.textWidth($0) }.max() ?? 0
    let width = [
      left + plotWidth + 20, left + Self.textWidth(title, title: true) + 20,
      left + legendWidth + 20, 480,
    ].max()!
    let height = legendTop + Double(series.count + 1) * 18 + 20
    let maximum = niceCeiling(
      groups.flatMap { Array($0.values.values) + [$0.floor ?? 0] }.max() ?? 1)
    func y(_ value: Double) -> Double { top + plotHeight - value / maximum * plotHeight }

    var parts = [
      #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(Int(width))" height="\#(Int(height))" font-family="Helvetica, Arial, sans-serif" font-size="12">"#,
      #"<rect width="100%" height="100%" fill="white"/>"#,
      #"<text x="\#(left)" y="24" font-size="16" font-weight="bold">\#(escape(title))</text>"#,
      #"<text transform="translate(16,\#(top + plotHeight / 2)) rotate(-90)" text-anchor="middle">\#(escape(yLabel))</text>"#,
    ]
    for tick in 0...4 {
      let value = maximum * Double(tick) / 4
      parts.append(
        #"<line x1="\#(left)" x2="\#(left + plotWidth)" y1="\#(y(value))" y2="\#(y(value))" stroke="gainsboro"/>"#
      )
      parts.append(
        #"<text x="\#(left - 6)" y="\#(y(value) + 4)" text-anchor="end">\#(Self.tickLabel(value))</text>"#
      )
    }
    var slotX = left + groupGap
    for ((group, groupWidth), slotWidth) in zip(zip(groups, groupWidths), slotWidths) {
      let x = slotX + (slotWidth - groupWidth) / 2
      var barX = x
      for (index, name) in series.enumerated() {
        guard let value = group.values[name] else { continue }
        let colour = Self.palette[index % Self.palette.count]
        parts.append(
          #"<rect x="\#(barX)" y="\#(y(value))" width="\#(barWidth - 2)" height="\#(y(0) - y(value))" fill="\#(colour)"><title>\#(escape("\(group.label) × \(name): \(format(value))"))</title></rect>"#
        )
        barX += barWidth
      }
      if let floor = group.floor {
        parts.append(
          #"<line x1="\#(x - 4)" x2="\#(x + groupWidth + 2)" y1="\#(y(floor))" y2="\#(y(floor))" stroke="black" stroke-width="2" stroke-dasharray="5,3"/>"#
        )
      }
      parts.append(
        #"<text x="\#(slotX + slotWidth / 2)" y="\#(top + plotHeight + 18)" text-anchor="middle">\#(escape(group.label))</text>"#
      )
      slotX += slotWidth + groupGap
    }
    parts.append(
      #"<line x1="\#(left)" x2="\#(left)" y1="\#(top)" y2="\#(top + plotHeight)" stroke="black"/>"#)
    parts.append(
      #"<line x1="\#(left)" x2="\#(left + plotWidth)" y1="\#(top + plotHeight)" y2="\#(top + plotHeight)" stroke="black"/>"#
    )
    parts.append(
      #"<text x="\#(left + plotWidth / 2)" y="\#(top + plotHeight + 40)" text-anchor="middle">\#(escape(xLabel))</text>"#
    )
    for (index, name) in series.enumerated() {
      let rowY = legendTop + Double(index) * 18
      parts.append(
        #"<rect x="\#(left)" y="\#(rowY - 10)" width="12" height="12" fill="\#(Self.palette[index % Self.palette.count])"/>"#
      )
      parts.append(#"<text x="\#(left + 18)" y="\#(rowY)">\#(escape(name))</text>"#)
    }
    if groups.contains(where: { $0.floor != nil }) {
      let rowY = legendTop + Double(series.count) * 18
      parts.append(
        #"<line x1="\#(left)" x2="\#(left + 12)" y1="\#(rowY - 4)" y2="\#(rowY - 4)" stroke="black" stroke-width="2" stroke-dasharray="5,3"/>"#
      )
      parts.append(#"<text x="\#(left + 18)" y="\#(rowY)">\#(escape(floorLabel))</text>"#)
    }
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }

  private func niceCeiling(_ value: Double) -> Double {
    guard value > 0 else { return 1 }
    let magnitude = pow(10, floor(log10(value)))
    return ([1, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= value }) ?? value
  }

  /// A gridline's value, exactly: a quarter of a nice maximum such as 5 or 25 is 1.25 or 6.25,
  /// which one decimal would print as "1.2" or "6.2", a label off its line.
  static func tickLabel(_ value: Double) -> String {
    let rounded = (value * 1e6).rounded() / 1e6
    return rounded == rounded.rounded() ? "\(Int(rounded))" : "\(rounded)"
  }

  private func format(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value))" : String(format: "%.1f", value)
  }

  private func escape(_ text: String) -> String {
    text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
  }
}

/// The lab's charts: body runs per contestant per script against the floor, and what the
/// observable store saved over the legacy one.
enum Charts {
  static func bodies(_ results: [ContestantResult]) -> BarChart {
    let summary = Summary(runs: results)
    return BarChart(
      title: "View body runs per script, against the oracle floor", yLabel: "body runs",
      series: summary.contestants,
      groups: summary.scripts.map { script in
        let runs = results.filter { $0.script == script }
        // NB: a script's name as the text reports show it: an SVG file is XML 1.0, which holds
        // no C0 control but tab and line breaks (section 2.2), so an ESC in a name left the
        // chart unreadable, and a bidirectional override would reverse the label it is in.
        return BarChart.Group(
          label: shownText(script),
          values: Dictionary(
            uniqueKeysWithValues: runs.map { ($0.contestant.name, Double($0.totals.bodies)) }),
          floor: fullFloor(of: runs).map(Double.init))
      })
  }

  /// The floor of a script's runs: a correct run's, which played every step, or else the
  /// longest run's, as ``ScenarioVerdict`` takes it. NB: a run stopped by a loop or the step
  /// limit has the floor of the steps before the stop only.
  private static func fullFloor(of runs: [ContestantResult]) -> Int? {
    (runs.first { $0.verdict == .correct } ?? runs.max { $0.totals.steps < $1.totals.steps })?
      .totals.floor
  }

  /// Stores, view stores, scopes and bodies of a contestant and the one it replaces, summed over
  /// the scripts both ran, or `nil` when no run replaces another: the first such pair in run
  /// order (`store/legacy` → `store` before `store/legacy` → `store/1.7`; the text's "Work
  /// removed" block lists every pair).
  static func storeReduction(_ results: [ContestantResult]) -> BarChart? {
    let replacements = Replacement.all(in: results)
    guard let first = replacements.first else { return nil }
    let pairs = replacements.filter { $0.names == first.names }
    let names = [first.before.contestant.name, first.after.contestant.name]
    let metrics: [(String, (Counters) -> Int)] = [
      ("stores created", \.storesCreated), ("view stores created", \.viewStoresCreated),
      ("scopes", \.scopes),
      ("body runs", \.bodies),
    ]
    func total(_ side: (Replacement) -> ContestantResult, _ value: (Counters) -> Int) -> Double {
      Double(pairs.map { value(side($0).totals) }.reduce(0, +))
    }
    var chart = BarChart(
      title: "\(first.names), summed over \(pairs.count) script\(pairs.count == 1 ? "" : "s")",
      yLabel: "count",
      series: names,
      groups: metrics.map { label, value in
        BarChart.Group(
          label: label,
          values: [names[0]: total(\.before, value), names[1]: total(\.after, value)],
          floor: nil)
      })
    chart.xLabel = "measure"
    return chart
  }
}
