/// Words that hold a script's name as the text reports show them (the table, the event log):
/// their control characters escaped (``escapingControls(_:)``), `x\n- y` for a file named
/// `x⏎- y.lab`.
///
/// NB: a script's name is its file's, which may hold a line break or an escape sequence;
/// escaped, it starts no line of a report and sends the terminal nothing. Contestant names and
/// summaries hold no control character (``Lab/register(_:)``). The JSON and CSV reports keep the
/// name as it is, quoted as their formats quote (it is data); the Markdown report escapes it
/// the same way (``markdownText(_:)``, ``MarkdownReport/cell(_:)``), and so does the HTML page
/// wherever it shows one. Printable ASCII, as the lab's own names are, is returned
/// without asking Unicode for each character's category: the table shows a name several times,
/// and the lookups took 0.1 % of the instructions of `compare run favorites`.
nonisolated func shownText(_ text: String) -> String {
  text.utf8.allSatisfy { (0x20..<0x7F).contains($0) } ? text : escapingControls(text)
}

extension ContestantResult {
  /// The script's name as the text reports show it (``shownText(_:)``).
  var shownScript: String { shownText(script) }
}
