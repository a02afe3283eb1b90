/// Numbers and lists as the help texts print them, so a default is taken from the code's own
/// setting rather than repeated as a literal.
enum HelpText {
  /// `10 s`, `0.5 s`.
  static func seconds(_ duration: Duration) -> String {
    let seconds =
      Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    return seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
  }

  /// `items` joined by commas and wrapped to lines of at most `width` characters, every line
  /// after the first indented by `indent` spaces (the first is placed by the caller).
  static func wrapped(_ items: [String], indent: Int, width: Int = 96) -> String {
    var lines = [""]
    for (index, item) in items.enumerated() {
      let word = item + (index < items.count - 1 ? "," : "")
      let line = lines[lines.count - 1]
      if !line.isEmpty, indent + line.count + 1 + word.count > width {
        lines.append(word)
      } else {
        lines[lines.count - 1] = line.isEmpty ? word : line + " " + word
      }
    }
    return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
  }
}
