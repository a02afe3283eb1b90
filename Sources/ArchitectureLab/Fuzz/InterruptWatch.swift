import Foundation

/// The write end of the pipe ``InterruptWatch`` reads, for its signal handler.
///
/// NB: a signal handler can reach only global state, and may only do async-signal-safe work:
/// it writes the signal's number to this pipe, which the parent's poll loop reads.
nonisolated(unsafe) private var interruptPipe: Int32 = -1

/// Catches SIGINT and SIGTERM while worker processes run, so the parent can end them before it
/// ends itself (Ctrl-C, or `kill`, must not leave orphans computing on).
final class InterruptWatch {
  /// Readable once a signal came.
  let descriptor: Int32
  /// Puts back the handlers there were before.
  private var restore: [() -> Void] = []

  /// Starts catching the signals; `nil` when no pipe could be made (then nothing is caught).
  init?() {
    guard let pipe = CloseOnExecPipe() else { return nil }
    for end in [pipe.read, pipe.write] { _ = fcntl(end, F_SETFL, O_NONBLOCK) }
    descriptor = pipe.read
    interruptPipe = pipe.write
    let handler: @convention(c) (Int32) -> Void = { signal in
      var byte = UInt8(truncatingIfNeeded: signal)
      _ = write(interruptPipe, &byte, 1)
    }
    var caught = sigset_t()
    sigemptyset(&caught)
    for number in [SIGINT, SIGTERM] {
      let before = signal(number, handler)
      restore.append { signal(number, before) }
      sigaddset(&caught, number)
    }
    // NB: a parent may start this process with the signals blocked (a test harness's thread
    // does), and a blocked signal stays pending forever: they are let through while watched.
    var blocked = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &caught, &blocked)
    restore.append { pthread_sigmask(SIG_SETMASK, &blocked, nil) }
  }

  /// The signal that came, if one did.
  func caught() -> Int32? {
    var byte: UInt8 = 0
    return read(descriptor, &byte, 1) == 1 ? Int32(byte) : nil
  }

  /// Stops catching: the signals act as before.
  func stop() {
    restore.forEach { $0() }
    restore = []
    close(interruptPipe)
    close(descriptor)
    interruptPipe = -1
  }

  /// Ends this process as `number` would have, once its children are gone.
  static func die(of number: Int32) -> Never {
    signal(number, SIG_DFL)
    var only = sigset_t()
    sigemptyset(&only)
    sigaddset(&only, number)
    pthread_sigmask(SIG_UNBLOCK, &only, nil)
    raise(number)
    exit(128 + number)
  }
}
