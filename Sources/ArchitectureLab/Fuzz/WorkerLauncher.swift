import Foundation

/// How a fuzz run starts a worker process: the executable, and the arguments before the
/// worker's own (`fuzz --worker …`).
///
/// Normally the running `compare` binary itself, so a worker knows every contestant its parent
/// knows (a package that adds its own runs its own executable). Tests give a stand-in: the
/// built `compare`, or a shell command that fails.
struct WorkerLauncher: Sendable {
  /// The executable's path.
  let executable: String
  /// Arguments put before the worker's; a shell stand-in puts `-c 'exit 3'` here.
  var leadingArguments: [String] = []

  /// The arguments a worker is started with.
  func arguments(_ worker: [String]) -> [String] {
    [executable] + leadingArguments + worker
  }

  /// The running executable, or `nil` when it cannot be found.
  ///
  /// NB: `/proc/self/exe` on Linux names the binary even when it was started through a relative
  /// path from another folder or a symbolic link; elsewhere Foundation's executable URL does.
  static var runningExecutable: WorkerLauncher? {
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
      FileManager.default.isExecutableFile(atPath: path)
    {
      return WorkerLauncher(executable: path)
    }
    guard let url = Bundle.main.executableURL else { return nil }
    return WorkerLauncher(executable: url.path)
  }
}
