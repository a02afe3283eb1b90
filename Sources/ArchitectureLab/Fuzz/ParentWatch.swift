import Foundation

/// A worker process's watch on its parent: the parent holds the write end of the worker's
/// standard input and never writes, so end of file there means the parent is gone (even
/// killed with SIGKILL), and the worker ends too instead of computing on as an orphan.
///
/// `--worker` is not in the help, but a person can still type it: a standard input that is not
/// such a pipe (a terminal, a file, `/dev/null`, a pipe already ended or written to) is refused
/// before anything runs, and anything written to it later ends the worker, each with a message
/// and exit status 2.
nonisolated enum ParentWatch {
  /// What every message of the watch says a worker is and expects.
  static var expected: String {
    "--worker is how \(CommandName.current) fuzz starts its own worker processes, not an option to type: a "
      + "worker's standard input is a pipe from the fuzz run that started it, open while the run "
      + "lasts and never written to"
  }

  /// Checks standard input, then starts watching it on a thread of its own.
  static func start() throws(UsageError) {
    if let problem = problem(with: STDIN_FILENO) {
      throw UsageError(
        message:
          "\(expected), and here it is \(problem); run \(CommandName.current) fuzz without --worker"
      )
    }
    let thread = Thread {
      var byte: UInt8 = 0
      while true {
        let count = read(STDIN_FILENO, &byte, 1)
        if count < 0, errno == EINTR { continue }
        // NB: end of file or an error means the parent is gone: status 3, as before, which no
        // one reads then; data means the worker was not started by a fuzz run, which writes
        // nothing: a usage error, status 2.
        if count > 0 {
          stop(status: 2, "error: \(expected), and something was written to it")
        }
        stop(
          status: 3,
          "\(CommandName.current) fuzz --worker: standard input ended: the fuzz run is gone")
      }
    }
    thread.start()
  }

  /// What `descriptor` is when it is not what a worker's parent gives (an open pipe nothing
  /// was written to), as the message says it: `a terminal`, `a pipe already at its end`;
  /// `nil` when it is.
  static func problem(with descriptor: Int32) -> String? {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return "closed" }
    let type = status.st_mode & S_IFMT
    guard type == S_IFIFO else {
      if isatty(descriptor) == 1 { return "a terminal" }
      let kinds = [
        S_IFREG: "a file", S_IFDIR: "a folder", S_IFCHR: "a device", S_IFSOCK: "a socket",
      ]
      return kinds[type] ?? "not a pipe"
    }
    // NB: the bytes waiting are counted, not read off `poll`: Linux reports an ended empty pipe
    // as POLLHUP alone, macOS as POLLIN and POLLHUP, and a pipe with data left as POLLIN on both.
    var waiting: Int32 = 0
    let counted = withUnsafeMutablePointer(to: &waiting) {
      ioctl(descriptor, UInt(FIONREAD), $0)
    }
    if counted == 0, waiting > 0 {
      return "a pipe something was written to"
    }
    var polled = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&polled, 1, 0) > 0, polled.revents & Int16(POLLHUP) != 0 else { return nil }
    return "a pipe already at its end"
  }

  /// Says `message` on standard error and ends the process at once with `status`.
  ///
  /// NB: SIGPIPE is ignored first: a worker whose parent is gone writes to a pipe no one reads,
  /// which must end it with `status`, not kill it.
  private static func stop(status: Int32, _ message: String) -> Never {
    signal(SIGPIPE, SIG_IGN)
    Progress.writeToStandardError(message + "\n")
    _exit(status)
  }
}
