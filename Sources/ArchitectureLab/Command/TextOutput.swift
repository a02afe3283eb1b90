import Foundation

/// Where report text goes as it is written: standard output, a file, or a string in tests.
protocol TextOutput: AnyObject {
  func write(_ text: String) throws(OutputError)
  func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError)
  /// Writes out whatever is buffered.
  func flush() throws(OutputError)
}

/// Text written to an open file descriptor through a 64 KB buffer, failures thrown with the
/// system's reason (a full disk, a file over its size limit, a closed pipe).
final class FileDescriptorOutput: TextOutput {
  private let descriptor: Int32
  /// How errors name the destination: `standard output`, `'out.json'`.
  private let name: String
  private var buffer: [UInt8] = []
  private static let capacity = 1 << 16

  init(descriptor: Int32, name: String) {
    self.descriptor = descriptor
    self.name = name
    buffer.reserveCapacity(Self.capacity)
  }

  /// Standard output.
  static func standardOutput() -> FileDescriptorOutput {
    FileDescriptorOutput(descriptor: STDOUT_FILENO, name: "standard output")
  }

  func write(_ text: String) throws(OutputError) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= Self.capacity { try flush() }
  }

  func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
    try flush()
    try writeAll(bytes)
  }

  func flush() throws(OutputError) {
    guard !buffer.isEmpty else { return }
    defer { buffer.removeAll(keepingCapacity: true) }
    // NB: typed throws do not cross withUnsafeBytes; the error is carried out as a value.
    let failure = buffer.withUnsafeBytes { bytes -> OutputError? in
      do throws(OutputError) {
        try writeAll(bytes)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw failure }
  }

  private func writeAll(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
    var offset = 0
    while offset < bytes.count {
      let written = Foundation.write(
        descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0, errno == EINTR { continue }
      guard written > 0 else {
        let reason = written < 0 ? String(cString: strerror(errno)) : "nothing was written"
        throw OutputError(message: "cannot write \(name): \(reason)")
      }
      offset += written
    }
  }
}

/// Text kept in a string: what tests and the docs generator read back.
final class CapturedOutput: TextOutput {
  private(set) var text = ""

  func write(_ text: String) {
    self.text += text
  }

  func write(_ bytes: UnsafeRawBufferPointer) {
    text += String(decoding: bytes, as: UTF8.self)
  }

  func flush() {}
}
