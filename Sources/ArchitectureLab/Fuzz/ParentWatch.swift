import Foundation

/// A worker process's watch on its parent: the parent holds the write end of the worker's
/// standard input and never writes, so end of file there means the parent is gone (even
/// killed with SIGKILL), and the worker ends too instead of computing on as an orphan.
enum ParentWatch {
  /// Starts watching on a thread of its own.
  static func start() {
    let thread = Thread {
      var byte: UInt8 = 0
      while true {
        let count = read(STDIN_FILENO, &byte, 1)
        if count < 0, errno == EINTR { continue }
        // NB: the parent writes nothing; anything read is ignored, and end of file or an error
        // means it is gone.
        if count <= 0 { _exit(3) }
      }
    }
    thread.start()
  }
}
