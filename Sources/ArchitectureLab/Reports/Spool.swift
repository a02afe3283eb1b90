import Foundation

/// Report text kept on disk while a run goes on, so memory does not grow with the number of
/// steps: an anonymous temporary file, written as steps run and copied into the report when the
/// run ends (a run's header, with its verdict, comes before its steps).
///
/// NB: the file is unlinked as soon as it is made, so nothing is left behind, even on a crash.
final class Spool: TextOutput {
  private let descriptor: Int32
  private let output: FileDescriptorOutput
  /// The first write that failed; appends do not throw, so a step callback can append.
  private var failure: OutputError?

  init() throws(OutputError) {
    let folder = FileManager.default.temporaryDirectory.path
    var template = Array("\(folder)/compare-spool-XXXXXX".utf8CString)
    descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      throw OutputError(
        message:
          "cannot make a temporary file in \(folder) for the report: \(String(cString: strerror(errno)))"
      )
    }
    _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) }
    output = FileDescriptorOutput(descriptor: descriptor, name: "the report's temporary file")
  }

  deinit {
    close(descriptor)
  }

  /// Appends `text`; a failure is kept and thrown by the next copy.
  func append(_ text: String) {
    guard failure == nil else { return }
    do throws(OutputError) { try output.write(text) } catch { failure = error }
  }

  /// Appends raw bytes, such as another spool's.
  func append(_ bytes: UnsafeRawBufferPointer) {
    guard failure == nil else { return }
    do throws(OutputError) { try output.write(bytes) } catch { failure = error }
  }

  func write(_ text: String) {
    append(text)
  }

  func write(_ bytes: UnsafeRawBufferPointer) {
    append(bytes)
  }

  /// Nothing: a spool's writes are read back by ``copy(to:)``, which throws their failure.
  func flush() {}

  /// Copies everything appended so far to `destination`.
  func copy(to destination: some TextOutput) throws(OutputError) {
    try forEachChunk { bytes throws(OutputError) in try destination.write(bytes) }
  }

  /// Calls `body` with every line appended so far, without its `\n`.
  func forEachLine(_ body: (Substring) throws(OutputError) -> Void) throws(OutputError) {
    var pending: [UInt8] = []
    try forEachChunk { bytes throws(OutputError) in
      for byte in bytes {
        guard byte == UInt8(ascii: "\n") else {
          pending.append(byte)
          continue
        }
        try body(Substring(decoding: pending, as: UTF8.self))
        pending.removeAll(keepingCapacity: true)
      }
    }
    if !pending.isEmpty { try body(Substring(decoding: pending, as: UTF8.self)) }
  }

  private func forEachChunk(_ body: (UnsafeRawBufferPointer) throws(OutputError) -> Void)
    throws(OutputError)
  {
    if let failure { throw failure }
    try output.flush()
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    var offset: off_t = 0
    while true {
      let count = chunk.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress, $0.count, offset)
      }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else {
        throw OutputError(
          message: "cannot read the report's temporary file: \(String(cString: strerror(errno)))")
      }
      guard count > 0 else { return }
      // NB: typed throws do not cross withUnsafeBytes; the error is carried out as a value.
      let failure = chunk.withUnsafeBytes { bytes -> OutputError? in
        do throws(OutputError) {
          try body(UnsafeRawBufferPointer(rebasing: bytes[..<count]))
          return nil
        } catch {
          return error
        }
      }
      if let failure { throw failure }
      offset += off_t(count)
    }
  }
}
