/// Numbers and lists as the help texts print them, so a default is taken from the code's own
/// setting rather than repeated as a literal.
enum HelpText {
  /// `10 s`, `0.5 s`.
  static func seconds(_ duration: Duration) -> String {
    let seconds =
      Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    return seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
  }

  /// `items` joined by commas, or listed with `conjunction` before the last (`a, b or c`), and
  /// wrapped to lines of at most `width` characters, every line after the first indented by
  /// `indent` spaces (the first is placed by the caller). An item is never broken; a line may
  /// break before the conjunction or after it.
  static func wrapped(
    _ items: [String], conjunction: String? = nil, indent: Int, width: Int = 96
  ) -> String {
    let last = items.count - 1
    let chunks = items.enumerated().flatMap { index, item in
      switch conjunction {
      case let conjunction? where index == last && last > 0:
        [LineChunk(conjunction), LineChunk(item)]
      case _? where index == last - 1: [LineChunk(item)]
      default: [LineChunk(item + (index < last ? "," : ""))]
      }
    }
    // NB: the first line is wrapped as if it started at `indent`, where the caller puts it, and
    // comes back without those spaces.
    let margin = String(repeating: " ", count: indent)
    let lines = chunks.wrapped(width: width, prefix: margin, indent: indent)
    return String(lines.joined(separator: "\n").dropFirst(indent))
  }
}
