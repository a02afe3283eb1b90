import Foundation

/// A file a report or chart goes to (`--output`, `--chart`): checked before the run, so a bad
/// path costs nothing, and written after it.
///
/// - A regular file, or a path where nothing exists yet, is replaced atomically: the text goes
///   to a temporary file beside it, renamed over it once complete, with the old file's
///   permissions. A failed run leaves the old file as it was; a file that may not be written is
///   not replaced either.
/// - A symbolic link is followed: the file it names is replaced, the link kept.
/// - Anything else that exists (a FIFO, a device such as `/dev/null`, a terminal) and a standard
///   stream by its alias (`/dev/stdout`, `/dev/fd/N`) is written through, never replaced.
final class OutputTarget {
  /// The path as given.
  let path: String
  /// Which file this is, to refuse two outputs, or an output and an input, that are one file.
  let identity: FileIdentity
  /// Whether the target is written through rather than replaced.
  let writesThrough: Bool
  /// The file replaced: `path` with symbolic links followed.
  private let destination: String
  /// The permissions of the file replaced, when it exists.
  private let mode: mode_t?

  /// Checks that `path` can be written: a file to replace must be writable, and so must its
  /// folder, which is tried by making a temporary file there and removing it.
  init(checking path: String) throws(OutputError) {
    guard !path.isEmpty else { throw OutputError(message: "an output file name is empty") }
    self.path = path
    var info = stat()
    if stat(path, &info) == 0 {
      guard info.st_mode & S_IFMT != S_IFDIR else { throw Self.failure(path, "it is a directory") }
      identity = .inode(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
      writesThrough = info.st_mode & S_IFMT != S_IFREG || Self.isStreamAlias(path)
      mode = info.st_mode & 0o7777
      destination = writesThrough ? path : Self.resolved(path)
      guard access(path, W_OK) == 0 else { throw Self.failure(path, errno) }
    } else {
      guard errno == ENOENT else { throw Self.failure(path, errno) }
      writesThrough = false
      mode = nil
      destination = Self.resolved(path)
      let name = Self.name(of: destination)
      // NB: `new/` or `new/.` names a folder, which the report cannot replace: refused here,
      // where the probe would find its folder (`new/`) writable.
      guard !name.isEmpty, name != "." else {
        throw Self.failure(
          path, "it names a folder (it ends in '\(name.isEmpty ? "/" : "/.")'); give a file name")
      }
      // NB: known by its folder as the system reads it (links and `..` followed) and its name
      // there, so `link/r.svg` and `a/b/r.svg` are one file; a missing folder fails here.
      let folderPath = Self.folder(of: destination)
      var folder = stat()
      guard stat(folderPath.isEmpty ? "." : String(folderPath), &folder) == 0 else {
        throw Self.failure(path, errno)
      }
      identity = .entry(
        device: UInt64(folder.st_dev), folder: UInt64(folder.st_ino), name: String(name))
    }
    guard !writesThrough else { return }
    let probe = try makeTemporaryFile()
    close(probe.descriptor)
    unlink(probe.path)
  }

  /// Writes what `body` writes: through the file, or into a temporary file renamed over it.
  func write(_ body: (any TextOutput) throws(OutputError) -> Void) throws(OutputError) {
    guard !writesThrough else {
      let descriptor = open(path, O_WRONLY | O_APPEND | O_NOCTTY | O_CLOEXEC)
      guard descriptor >= 0 else { throw Self.failure(path, errno) }
      defer { close(descriptor) }
      let output = FileDescriptorOutput(descriptor: descriptor, name: echo(path: path))
      try body(output)
      try output.flush()
      return
    }
    let temporary = try makeTemporaryFile()
    var renamed = false
    defer {
      close(temporary.descriptor)
      if !renamed { unlink(temporary.path) }
    }
    let output = FileDescriptorOutput(descriptor: temporary.descriptor, name: echo(path: path))
    try body(output)
    try output.flush()
    guard fchmod(temporary.descriptor, mode ?? Self.defaultMode) == 0,
      rename(temporary.path, destination) == 0
    else { throw Self.failure(path, errno) }
    renamed = true
  }

  /// A new temporary file beside the destination, open for writing:
  /// `.NAME.compare-XXXXXX`, with `NAME` cut to ``temporaryNameBytes``.
  private func makeTemporaryFile() throws(OutputError) -> (descriptor: Int32, path: String) {
    var name = Self.name(of: destination)
    while name.utf8.count > Self.temporaryNameBytes { name.removeLast() }
    var template = Array("\(Self.folder(of: destination)).\(name).compare-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw Self.failure(path, errno) }
    return (descriptor, template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
  }

  /// How much of the destination's name its temporary file's name repeats, in UTF-8 bytes.
  ///
  /// NB: with `.` and `.compare-XXXXXX` around it, the name stays within the 255 bytes a file
  /// name may have (NAME_MAX), so any name the system takes can be written.
  private static let temporaryNameBytes = 200

  /// `a/b/` for `a/b/c.txt`, `/` for `/c.txt`, nothing for `c.txt`: the path's text through
  /// its last `/`, the folder the system creates the file in.
  ///
  /// NB: as given, not `URL`'s standardized folder, which reads `missing/..` as the current
  /// folder and a link followed by `..` as text, where the system follows both.
  private static func folder(of path: String) -> Substring {
    path[..<(path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex)]
  }

  /// The path's last name: what follows its last `/` (empty when it ends in `/`).
  private static func name(of path: String) -> Substring {
    path[folder(of: path).endIndex...]
  }

  /// `cannot write 'out.txt': reason`.
  private static func failure(_ path: String, _ reason: String) -> OutputError {
    OutputError(message: "cannot write \(echo(path: path)): \(reason)")
  }

  /// `cannot write 'out.txt': ` and the system's reason for `code`.
  private static func failure(_ path: String, _ code: Int32) -> OutputError {
    failure(path, String(cString: strerror(code)))
  }

  /// Read and write for everyone the process's umask allows, as a new file gets.
  private static var defaultMode: mode_t {
    let mask = umask(0)
    umask(mask)
    return 0o666 & ~mask
  }

  /// `path` with symbolic links followed, also when the last one names nothing yet.
  private static func resolved(_ path: String) -> String {
    links(from: path).last ?? path
  }

  /// Whether `path` reaches a process's open file by a link (`/dev/stdout`, `/dev/fd/1`) or is
  /// a kernel file: written through, as the shell set the stream up.
  private static func isStreamAlias(_ path: String) -> Bool {
    links(from: path).contains {
      let link = URL(fileURLWithPath: $0).standardizedFileURL.path
      return link.hasPrefix("/dev/fd/") || link.hasPrefix("/proc/")
    }
  }

  /// `path`, then every path its chain of symbolic links names in turn (at most 40, as the
  /// kernel allows).
  private static func links(from path: String) -> [String] {
    var chain = [path]
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    while chain.count <= 40 {
      let length = readlink(chain[chain.count - 1], &buffer, buffer.count - 1)
      guard length > 0 else { break }
      let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      // NB: a relative target is read from the link's folder, as the system reads it.
      chain.append(target.hasPrefix("/") ? target : folder(of: chain[chain.count - 1]) + target)
    }
    return chain
  }
}

/// Which file a path names: its device and inode when it exists, else its folder's and its
/// name there.
enum FileIdentity: Hashable {
  case inode(device: UInt64, inode: UInt64)
  /// A file not there yet: `name` in the folder of inode `folder` on `device`.
  case entry(device: UInt64, folder: UInt64, name: String)

  /// The identity of an existing file, or `nil` when `path` names none.
  init?(existing path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    self = .inode(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }
}
