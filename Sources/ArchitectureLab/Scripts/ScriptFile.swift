import Foundation

/// Reads script files: text in UTF-8, at most ``maximumBytes``, with a byte order mark allowed.
///
/// What is not a text script is refused at the first offending byte's line and column: a NUL
/// byte (a binary file) or a byte that is not UTF-8 (a file saved in another encoding).
enum ScriptFile {
  /// The largest script read; a script is typed by hand or generated, never this large.
  nonisolated static let maximumBytes = 64 << 20

  nonisolated static func read(_ path: String) throws(ScriptError) -> String {
    try read(path, as: "script")
  }

  /// The text of the file at `path`, read as a script is: `kind` names it in the errors (`not a
  /// text script`, `not a text document`).
  nonisolated static func read(_ path: String, as kind: String) throws(ScriptError) -> String {
    var bytes = try contents(of: path, kind: kind)
    if bytes.starts(with: byteOrderMark) { bytes.removeFirst(3) }
    return try text(of: bytes, at: path, kind: kind)
  }

  /// The text of the file at `path`, read as a script is, its byte order mark kept (as U+FEFF)
  /// when it has one.
  ///
  /// NB: for a file the lab writes back (`compare docs`): a mark dropped on reading would be
  /// dropped from the file too.
  nonisolated static func readKeepingMark(_ path: String, as kind: String) throws(ScriptError)
    -> String
  {
    let bytes = try contents(of: path, kind: kind)
    guard bytes.starts(with: byteOrderMark) else {
      return try text(of: bytes, at: path, kind: kind)
    }
    return "\u{FEFF}" + (try text(of: Array(bytes.dropFirst(3)), at: path, kind: kind))
  }

  /// UTF-8's byte order mark, U+FEFF's three bytes.
  nonisolated private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// `bytes`, the file at `path` after any byte order mark, as text, or the first offending
  /// byte's line and column.
  nonisolated private static func text(of bytes: [UInt8], at path: String, kind: String)
    throws(ScriptError) -> String
  {
    func fail(_ line: Int, _ column: Int, _ message: String) -> ScriptError {
      ScriptError(file: path, line: line, column: column, message: message)
    }
    // NB: whichever comes first, a NUL or a byte that is not UTF-8, is the one reported: the
    // bytes before the place a location is read at must be UTF-8.
    let bad = firstInvalidUTF8(bytes)
    if let nul = bytes.firstIndex(of: 0), nul < bad ?? bytes.endIndex {
      let at = ScriptLines.location(ofByte: nul, in: bytes)
      throw fail(at.line, at.column, "not a text \(kind): a NUL byte here (is it a binary file?)")
    }
    if let bad {
      let at = ScriptLines.location(ofByte: bad, in: bytes)
      let byte = shown(byte: bytes[bad])
      throw fail(
        at.line, at.column, "not a text \(kind): byte \(byte) here is not UTF-8 (save it as UTF-8)")
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The file's bytes, read up to one byte past the cap so an endless file (`/dev/zero`) stops.
  nonisolated private static func contents(of path: String, kind: String) throws(ScriptError)
    -> [UInt8]
  {
    func fail(_ message: String) -> ScriptError {
      ScriptError(file: path, line: 1, column: 1, message: message)
    }
    // NB: opened without waiting, then read waiting: opening a FIFO no process writes waits for
    // a writer for ever, where reading one reads its end (an empty script, an error).
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      throw fail("cannot read the file: \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count <= maximumBytes {
      let count = chunk.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else {
        throw fail("cannot read the file: \(String(cString: strerror(errno)))")
      }
      guard count > 0 else { return bytes }
      bytes += chunk[..<count]
    }
    throw fail("the file is larger than \(maximumBytes >> 20) MB; a \(kind) is at most that")
  }

  /// `byte` as an error names it: `0xFF`.
  nonisolated static func shown(byte: UInt8) -> String {
    "0x" + String(byte, radix: 16, uppercase: true)
  }

  /// The offset of the first byte that does not start a well-formed UTF-8 sequence, or `nil`.
  nonisolated static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      // NB: the ranges of the second byte exclude overlong forms and surrogates (RFC 3629).
      let (length, second): (Int, ClosedRange<UInt8>)
      switch lead {
      case 0x00...0x7F:
        index += 1
        continue
      case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
      case 0xE0: (length, second) = (3, 0xA0...0xBF)
      case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
      case 0xED: (length, second) = (3, 0x80...0x9F)
      case 0xF0: (length, second) = (4, 0x90...0xBF)
      case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
      case 0xF4: (length, second) = (4, 0x80...0x8F)
      default: return index
      }
      guard index + length <= bytes.count, second.contains(bytes[index + 1]),
        bytes[(index + 2)..<(index + length)].allSatisfy({ (0x80...0xBF).contains($0) })
      else { return index }
      index += length
    }
    return nil
  }
}
