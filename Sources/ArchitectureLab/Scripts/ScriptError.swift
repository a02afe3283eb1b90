/// A problem in a script or on the command line, located where the user can fix it.
///
/// Prints as `file:line:column: error: message`, the format editors and terminals link to.
struct ScriptError: Error, Equatable, CustomStringConvertible {
  let file: String
  let line: Int
  let column: Int
  let message: String

  /// NB: the file's name as typed, its control characters escaped like every word a message
  /// repeats (``escapingControls(_:)``), and cut like ``echo(path:)`` when it is longer than a
  /// path can be (the file was then never read: its name is too long).
  var description: String {
    "\(shortened(path: file)):\(line):\(column): error: \(message)"
  }
}

/// A `FILE` operand that names neither a file nor a built-in script; printed as
/// `file: error: message`, with no line or column (there is no text to point into), exit
/// status 2.
struct MissingScriptError: Error, Equatable, CustomStringConvertible {
  let file: String
  let message: String
  var description: String { "\(shortened(path: file)): error: \(message)" }
}

/// Bad command-line usage; printed with the usage text, exit status 2.
struct UsageError: Error, Equatable, CustomStringConvertible {
  let message: String
  var description: String { "error: \(message)" }
}

/// A report or chart that could not be written; printed as one line, exit status 2.
struct OutputError: Error, Equatable, CustomStringConvertible {
  let message: String
  var description: String { "error: \(message)" }
}
