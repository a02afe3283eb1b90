import Foundation

/// One running worker process: its id, and the pipes to its standard input, output and error.
///
/// NB: started with `posix_spawn`, not Foundation's `Process`, to decide exactly what the child
/// gets: only its three pipes (``Spawn`` closes every other descriptor), an empty signal mask
/// and default signal actions (the parent catches SIGINT and SIGTERM while it waits, and a caught
/// or blocked signal must not be inherited), and a standard input nothing is written to: its
/// end of file tells the worker its parent is gone.
final class WorkerProcess {
  let id: pid_t
  /// Where its standard output and error are read; -1 once read to the end.
  var output: Int32
  var errors: Int32
  /// The parent's end of the worker's standard input, closed when the worker is reaped.
  private var input: Int32

  /// Starts `arguments[0]` with `arguments`, or throws why it could not start.
  init(_ arguments: [String]) throws(WorkerFailure) {
    let stdin = try Self.makePipe()
    let stdout = try Self.makePipe()
    let stderr = try Self.makePipe()
    let spawn = Spawn()
    posix_spawn_file_actions_adddup2(&spawn.actions, stdin.read, 0)
    posix_spawn_file_actions_adddup2(&spawn.actions, stdout.write, 1)
    posix_spawn_file_actions_adddup2(&spawn.actions, stderr.write, 2)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&spawn.attributes, &none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGPIPE, SIGXFSZ] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&spawn.attributes, &defaults)
    posix_spawnattr_setflags(
      &spawn.attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    defer { for end in [stdin.read, stdout.write, stderr.write] { close(end) } }
    do {
      id = try spawn.start(arguments, firstUnplaced: 3)
    } catch {
      for end in [stdin.write, stdout.read, stderr.read] { close(end) }
      throw WorkerFailure(message: "could not start \(arguments[0]): \(error)")
    }
    input = stdin.write
    output = stdout.read
    errors = stderr.read
  }

  /// Waits for the process to end and says how it ended: `nil` for exit status 0.
  func reap() -> String? {
    close(input)
    input = -1
    var status: Int32 = 0
    while waitpid(id, &status, 0) < 0 {
      guard errno == EINTR else {
        return "could not be waited for: \(String(cString: strerror(errno)))"
      }
    }
    // NB: the <sys/wait.h> macros are not imported; a normal exit has signal bits 0 and the
    // status in bits 8-15, a signal death the signal in bits 0-6.
    let signal = status & 0x7f
    if signal == 0 {
      let code = (status >> 8) & 0xff
      return code == 0 ? nil : "exit status \(code)"
    }
    return "killed by signal \(signal)\(Self.name(of: signal).map { " (\($0))" } ?? "")"
  }

  /// Ends the process at once (the parent is interrupted, or stops early).
  func terminate() {
    kill(id, SIGKILL)
  }

  /// Closes what is still open of the pipes.
  func closePipes() {
    for descriptor in [output, errors, input] where descriptor >= 0 { close(descriptor) }
    output = -1
    errors = -1
    input = -1
  }

  private static func name(of signal: Int32) -> String? {
    [
      SIGKILL: "SIGKILL", SIGTERM: "SIGTERM", SIGINT: "SIGINT", SIGSEGV: "SIGSEGV",
      SIGABRT: "SIGABRT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGBUS: "SIGBUS",
      SIGPIPE: "SIGPIPE",
    ][signal]
  }

  /// A pipe whose ends are close-on-exec from the start (``CloseOnExecPipe``).
  private static func makePipe() throws(WorkerFailure) -> CloseOnExecPipe {
    guard let pipe = CloseOnExecPipe() else {
      throw WorkerFailure(message: "could not make a pipe: \(String(cString: strerror(errno)))")
    }
    return pipe
  }
}

/// Why a worker process gave no report: it could not start, ended badly, or printed something
/// that is not a report.
struct WorkerFailure: Error {
  let message: String
}
