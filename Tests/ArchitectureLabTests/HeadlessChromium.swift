import Foundation
import Testing

@testable import ArchitectureLab

/// A real Chromium, headless, driven over the DevTools protocol through a pipe
/// (`--remote-debugging-pipe`: commands in on file descriptor 3, replies out on 4, each message
/// JSON ending in a NUL byte), so a test loads a page, presses keys and reads what is shown.
///
/// Found as `$CHROMIUM`, or Debian's `chromium` package. `.ci/run` installs that package;
/// elsewhere the tests that need it are skipped, with the reason, unless `LAB_REQUIRE_BROWSER`
/// is set (as CI sets it), which makes them fail instead.
final class HeadlessChromium {
  /// A command the browser answered with an error, or that it did not answer in time.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The browser's executable, or `nil` when none is installed.
  nonisolated static let executable: String? = {
    let candidates =
      [ProcessInfo.processInfo.environment["CHROMIUM"]].compactMap { $0 }
      + ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// Whether a browser test must run: set in CI, where a missing browser is a failure.
  nonisolated static let isRequired =
    ProcessInfo.processInfo.environment["LAB_REQUIRE_BROWSER"] != nil

  private let process: pid_t
  private let commands: Int32
  private let replies: Int32
  private let profile: URL
  private var buffer: [UInt8] = []
  private var lastID = 0
  /// The page's session, once a page is open.
  private var session: String?

  /// Starts the browser with an empty profile of its own.
  init() throws {
    guard let executable = Self.executable else {
      throw Failure(description: "no Chromium: install Debian's chromium package, or set CHROMIUM")
    }
    profile = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lab-chromium-\(UInt64.random(in: 0...UInt64.max))")
    let toBrowser = try Self.makePipe()
    let fromBrowser = try Self.makePipe()
    let spawn = Spawn()
    // NB: the pipes are close-on-exec and numbered above 4 (see `makePipe()`), and the spawn
    // closes every other descriptor from 5 up, so only the two ends moved to 3 and 4 reach the
    // browser.
    posix_spawn_file_actions_adddup2(&spawn.actions, toBrowser.read, 3)
    posix_spawn_file_actions_adddup2(&spawn.actions, fromBrowser.write, 4)
    posix_spawn_file_actions_addopen(&spawn.actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&spawn.actions, 2, "/dev/null", O_WRONLY, 0)
    let arguments = [
      executable, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
      "--disable-extensions", "--remote-debugging-pipe", "--user-data-dir=\(profile.path)",
      "about:blank",
    ]
    defer {
      close(toBrowser.read)
      close(fromBrowser.write)
    }
    do {
      process = try spawn.start(arguments, firstUnplaced: 5)
    } catch {
      close(toBrowser.write)
      close(fromBrowser.read)
      throw Failure(description: "cannot start \(executable): \(error)")
    }
    commands = toBrowser.write
    replies = fromBrowser.read
  }

  isolated deinit {
    _ = try? send("Browser.close", [:], inPage: false)
    close(commands)
    close(replies)
    var status: Int32 = 0
    if waitpid(process, &status, WNOHANG) == 0 {
      usleep(200_000)
      if waitpid(process, &status, WNOHANG) == 0 {
        kill(process, SIGKILL)
        waitpid(process, &status, 0)
      }
    }
    try? FileManager.default.removeItem(at: profile)
  }

  /// Opens `url` in a new page and waits until its script has drawn the first step.
  func open(_ url: URL, readyWhen expression: String) throws {
    let target = try send("Target.createTarget", ["url": url.absoluteString], inPage: false)
    guard let id = target["targetId"] as? String else {
      throw Failure(description: "no page was created for \(url)")
    }
    let attached = try send(
      "Target.attachToTarget", ["targetId": id, "flatten": true], inPage: false)
    session = attached["sessionId"] as? String
    let deadline = Date().addingTimeInterval(30)
    while try evaluate(expression) as? Bool != true {
      guard Date() < deadline else { throw Failure(description: "the page did not get ready") }
      usleep(50_000)
    }
  }

  /// Presses and releases a key in the page, as a user does: `ArrowRight`, `End`.
  func press(_ key: String) throws {
    let codes = [
      "ArrowLeft": 37, "ArrowUp": 38, "ArrowRight": 39, "ArrowDown": 40, "Home": 36,
      "End": 35,
    ]
    for type in ["keyDown", "keyUp"] {
      _ = try send(
        "Input.dispatchKeyEvent",
        ["type": type, "key": key, "code": key, "windowsVirtualKeyCode": codes[key] ?? 0])
    }
  }

  /// Lays the page out for a window of `width` by `height` pixels, as `--window-size` does for
  /// a screenshot taken from the command line.
  func resize(width: Int, height: Int) throws {
    _ = try send(
      "Emulation.setDeviceMetricsOverride",
      ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
  }

  /// The value of a JavaScript expression in the page; with `awaitingPromise`, the value the
  /// promise it returns settles to, once it does.
  func evaluate(_ expression: String, awaitingPromise: Bool = false) throws -> Any? {
    let reply = try send(
      "Runtime.evaluate",
      ["expression": expression, "returnByValue": true, "awaitPromise": awaitingPromise])
    if let exception = reply["exceptionDetails"] {
      throw Failure(description: "\(expression) threw: \(exception)")
    }
    return (reply["result"] as? [String: Any])?["value"]
  }

  /// Sends one command and returns its result, skipping the events that arrive meanwhile.
  private func send(_ method: String, _ parameters: [String: Any], inPage: Bool = true) throws
    -> [String: Any]
  {
    lastID += 1
    var message: [String: Any] = ["id": lastID, "method": method, "params": parameters]
    if inPage, let session { message["sessionId"] = session }
    var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
    bytes.append(0)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
      guard written > 0 else { throw Failure(description: "the browser closed its pipe") }
      offset += written
    }
    while true {
      let reply = try nextMessage()
      guard reply["id"] as? Int == lastID else { continue }
      if let error = reply["error"] { throw Failure(description: "\(method): \(error)") }
      return reply["result"] as? [String: Any] ?? [:]
    }
  }

  /// The next message from the browser, waiting at most 30 seconds for it.
  private func nextMessage() throws -> [String: Any] {
    while true {
      if let end = buffer.firstIndex(of: 0) {
        let data = Data(buffer[..<end])
        buffer.removeSubrange(...end)
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
      }
      var poller = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 30_000) > 0 else {
        throw Failure(description: "the browser did not answer in 30 s")
      }
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      let count = chunk.withUnsafeMutableBytes { read(replies, $0.baseAddress, $0.count) }
      guard count > 0 else { throw Failure(description: "the browser closed its pipe") }
      buffer += chunk[..<count]
    }
  }

  /// A pipe whose ends are close-on-exec and numbered above 4, clear of the 3 and 4 the
  /// browser reads and writes.
  private static func makePipe() throws -> (read: Int32, write: Int32) {
    guard let pipe = CloseOnExecPipe() else {
      throw Failure(description: "no pipe: \(String(cString: strerror(errno)))")
    }
    // NB: a copy from 10 up, close-on-exec, instead of each end.
    let moved = [pipe.read, pipe.write].map { end in
      let high = fcntl(end, F_DUPFD_CLOEXEC, 10)
      close(end)
      return high
    }
    return (moved[0], moved[1])
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs a test only where a browser is installed, or where one is required (CI), so that a
  /// missing one fails it instead.
  static var needsBrowser: Self {
    .enabled(
      if: HeadlessChromium.executable != nil || HeadlessChromium.isRequired,
      "needs a headless Chromium: install Debian's chromium package (.ci/run does)")
  }
}
