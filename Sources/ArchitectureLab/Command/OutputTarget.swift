import Foundation

/// A file a report or chart goes to (`--output`, `--chart`): checked before the run, so a bad
/// path costs nothing, and written after it.
///
/// - A regular file, or a path where nothing exists yet, is replaced atomically: the text goes
///   to a temporary file beside it, renamed over it once complete, with the old file's
///   permissions. A failed run leaves the old file as it was; a file that may not be written is
///   not replaced either.
/// - A symbolic link is followed: the file it names is replaced, the link kept.
/// - Anything else that exists (a FIFO, a character device such as `/dev/null`, a terminal) and
///   an open file by its descriptor's name (`/dev/stdout`, `/dev/fd/N`, `/proc/self/fd/N`, also
///   through a linked folder) is written through, never replaced. A FIFO is opened when it is
///   checked, without waiting: one no process reads yet is refused before the run, where
///   opening it to write would wait for a reader for ever.
///
/// Refused before the run: a file the process may not write (`access(2)`: root may write any),
/// a regular file no one may write (mode `0444`: kept, also from root), a block device (a
/// disk, which a report written through would overwrite) and a socket (which cannot be opened).
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
  /// A FIFO's descriptor, open for writing since the check (``openedFIFO(_:)``); closed once
  /// written, or when the target is dropped.
  private var fifo: Int32?

  /// Checks that `path` can be written: a file to replace must be writable, and so must its
  /// folder, which is tried by making a temporary file there and removing it.
  init(checking path: String) throws(OutputError) {
    guard !path.isEmpty else { throw OutputError(message: "an output file name is empty") }
    self.path = path
    var info = stat()
    if stat(path, &info) == 0 {
      let type = info.st_mode & S_IFMT
      guard type != S_IFDIR else { throw Self.failure(path, "it is a directory") }
      guard type != S_IFBLK else {
        throw Self.failure(path, "it is a block device (a disk or a partition); give a file name")
      }
      // NB: open(2) of a socket fails (ENXIO), which would be found only after the run.
      guard type != S_IFSOCK else { throw Self.failure(path, "it is a socket; give a file name") }
      identity = .inode(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
      writesThrough = type != S_IFREG || Self.isStreamAlias(path)
      mode = info.st_mode & 0o7777
      destination = writesThrough ? path : Self.resolved(path)
      // NB: refused by its mode, not only by access(2), which lets root write any file.
      if !writesThrough, let readOnly = Self.readOnly(info) {
        throw Self.failure(path, readOnly + "; make it writable or give another name")
      }
      guard access(path, W_OK) == 0 else { throw Self.failure(path, errno) }
      if type == S_IFIFO { fifo = try Self.openedFIFO(path) }
    } else {
      guard errno == ENOENT else { throw Self.failure(path, errno) }
      writesThrough = false
      mode = nil
      destination = Self.resolved(path)
      let name = PathText.name(of: destination)
      // NB: `new/` or `new/.` names a folder, which the report cannot replace: refused here,
      // where the probe would find its folder (`new/`) writable.
      guard !name.isEmpty, name != "." else {
        throw Self.failure(
          path, "it names a folder (it ends in '\(name.isEmpty ? "/" : "/.")'); give a file name")
      }
      // NB: known by its folder as the system reads it (links and `..` followed) and its name
      // there, so `link/r.svg` and `a/b/r.svg` are one file; a missing folder fails here.
      let folderPath = PathText.folder(of: destination)
      var folder = stat()
      guard stat(folderPath.isEmpty ? "." : String(folderPath), &folder) == 0 else {
        throw Self.failure(path, errno)
      }
      identity = .entry(
        device: UInt64(folder.st_dev), folder: UInt64(folder.st_ino), name: Array(name.utf8))
    }
    guard !writesThrough else { return }
    let probe = try makeTemporaryFile()
    close(probe.descriptor)
    unlink(probe.path)
  }

  /// Writes what `body` writes: through the file, or into a temporary file renamed over it.
  func write(_ body: (any TextOutput) throws(OutputError) -> Void) throws(OutputError) {
    guard !writesThrough else {
      let descriptor = fifo ?? open(path, O_WRONLY | O_APPEND | O_NOCTTY | O_CLOEXEC)
      fifo = nil
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

  deinit {
    if let fifo { close(fifo) }
  }

  /// Why a file with `info` is kept, `it is read-only (mode 0444)`, when no one may write it;
  /// `nil` when someone may.
  static func readOnly(_ info: stat) -> String? {
    guard info.st_mode & 0o222 == 0 else { return nil }
    return "it is read-only (mode 0\(String(info.st_mode & 0o777, radix: 8)))"
  }

  /// The FIFO at `path` open for writing, or a failure when no process has it open for reading.
  ///
  /// NB: opened without waiting (`O_NONBLOCK`: `ENXIO` when there is no reader, fifo(7)), then
  /// made blocking again, so the report is written whole however slowly it is read. It stays
  /// open until written: closing it would end the reader's input before the report.
  private static func openedFIFO(_ path: String) throws(OutputError) -> Int32 {
    let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else {
      guard errno == ENXIO else { throw failure(path, errno) }
      throw failure(
        path,
        "it is a FIFO no process reads; start its reader first (writing to it would wait "
          + "for one)")
    }
    let flags = fcntl(descriptor, F_GETFL)
    guard flags >= 0, fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) == 0 else {
      let code = errno
      close(descriptor)
      throw failure(path, code)
    }
    return descriptor
  }

  /// A new temporary file beside the destination, open for writing:
  /// `.NAME.compare-XXXXXX`, with `NAME` cut to ``temporaryNameBytes``.
  private func makeTemporaryFile() throws(OutputError) -> (descriptor: Int32, path: String) {
    var name = PathText.name(of: destination)
    while name.utf8.count > Self.temporaryNameBytes { name.removeLast() }
    var template = Array("\(PathText.folder(of: destination)).\(name).compare-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw Self.failure(path, errno) }
    return (descriptor, template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
  }

  /// How much of the destination's name its temporary file's name repeats, in UTF-8 bytes.
  ///
  /// NB: with `.` and `.compare-XXXXXX` around it, the name stays within the 255 bytes a file
  /// name may have (NAME_MAX), so any name the system takes can be written.
  private static let temporaryNameBytes = 200

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

  /// Whether `path` reaches an open file by its descriptor's name (`/dev/stdout`, `/dev/fd/1`,
  /// `/proc/self/fd/1`), through any links: written through, as the shell set the stream up.
  ///
  /// NB: each name in the chain is judged in its folder as the system resolves it (`realpath`),
  /// so `d/fd/1` with `d` a link to `/dev` is one; and only a descriptor's name is, not every
  /// path under `/proc`: `/proc/self/cwd/script.lab` is the script itself, which must be checked
  /// against the inputs like any file, not appended to.
  private static func isStreamAlias(_ path: String) -> Bool {
    links(from: path).contains { link in
      isDescriptorName(resolvedFolder(of: link) + PathText.name(of: link))
    }
  }

  /// The folder `path` names a file in, with every link in it followed (`/proc/1234/fd/` for
  /// `/dev/fd/1`), or as written when it cannot be resolved.
  private static func resolvedFolder(of path: String) -> String {
    let folder = String(PathText.folder(of: path))
    guard let resolved = realpath(folder.isEmpty ? "." : folder, nil) else { return folder }
    defer { free(resolved) }
    return String(cString: resolved) + "/"
  }

  /// `/dev/fd/N`, `/proc/P/fd/N` or `/proc/P/task/T/fd/N`, where `P` is `self`, `thread-self`
  /// or a process id: the name of an open file descriptor.
  private static func isDescriptorName(_ path: String) -> Bool {
    let parts = path.split(separator: "/")
    func isNumber(_ part: Substring) -> Bool {
      !part.isEmpty && part.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
    func isProcess(_ part: Substring) -> Bool {
      part == "self" || part == "thread-self" || isNumber(part)
    }
    switch parts.count {
    case 3: return parts[0] == "dev" && parts[1] == "fd" && isNumber(parts[2])
    case 4:
      return parts[0] == "proc" && isProcess(parts[1]) && parts[2] == "fd" && isNumber(parts[3])
    case 6:
      return parts[0] == "proc" && isProcess(parts[1]) && parts[2] == "task" && isNumber(parts[3])
        && parts[4] == "fd" && isNumber(parts[5])
    default: return false
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
      chain.append(
        target.hasPrefix("/") ? target : PathText.folder(of: chain[chain.count - 1]) + target)
    }
    return chain
  }
}
