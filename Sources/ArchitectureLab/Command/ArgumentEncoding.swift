import Foundation

/// The process's arguments as the system hands them over: bytes, which Swift's
/// `CommandLine.arguments` decodes as UTF-8, replacing each byte that is not with U+FFFD.
///
/// NB: so `compare run $'\xff.lab'` looked for `�.lab` ("No such file" for a file that is
/// there) and `--output $'r\xff.txt'` wrote `r�.txt`, another file than the one named. An
/// argument that is not UTF-8 is refused instead, before anything runs, by the check a script
/// file gets (``ScriptFile/firstInvalidUTF8(_:)``).
enum ArgumentEncoding {
  /// The refusal of the first of `arguments` (without the program's name) that is not UTF-8,
  /// or `nil` when every one is.
  nonisolated static func problem(in arguments: [[UInt8]]) -> UsageError? {
    for (index, bytes) in arguments.enumerated() {
      guard let bad = ScriptFile.firstInvalidUTF8(bytes) else { continue }
      let byte = ScriptFile.shown(byte: bytes[bad])
      return UsageError(
        message:
          "argument \(index + 1), \(echo(String(decoding: bytes, as: UTF8.self))), is not UTF-8: "
          + "byte \(byte) at byte \(bad + 1); the lab reads its arguments as UTF-8 (rename a "
          + "file whose name is not)")
    }
    return nil
  }

  /// The process's arguments after the program's name, as bytes.
  nonisolated static var processArguments: [[UInt8]] {
    // NB: a process may be started with no arguments at all, not even its name (execve(2)).
    guard CommandLine.argc > 1 else { return [] }
    return (1..<Int(CommandLine.argc)).map { index in
      guard let argument = CommandLine.unsafeArgv[index] else { return [] }
      return Array(UnsafeBufferPointer(start: argument, count: strlen(argument))).map {
        UInt8(bitPattern: $0)
      }
    }
  }
}
