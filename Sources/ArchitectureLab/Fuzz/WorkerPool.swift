import Foundation

/// Runs tasks in worker processes, at most ``jobs`` at a time: each worker takes the next task
/// from the queue when one ends. What workers print on standard error is passed on line by line
/// as it comes; what they print on standard output is each task's result.
///
/// A worker that cannot start, ends with a status other than 0, or is killed is a failure of its
/// task, never of the pool. A SIGINT or SIGTERM of the parent kills every worker, then the
/// parent, as the signal would have.
struct WorkerPool {
  let launcher: WorkerLauncher
  let jobs: Int
  /// Hears every line a worker writes to standard error.
  let progress: (String) -> Void
  /// Whether a standard error line is progress, left out of a failure's message.
  let isProgress: (String) -> Bool

  /// Each task's standard output, or why it has none, in the order of `tasks` (each the
  /// arguments of one worker, after the launcher's).
  func run(_ tasks: [[String]]) -> [Result<[UInt8], WorkerFailure>] {
    var results = [Result<[UInt8], WorkerFailure>?](repeating: nil, count: tasks.count)
    var running: [RunningTask] = []
    var next = 0
    let watch = InterruptWatch()
    defer { watch?.stop() }
    while next < tasks.count || !running.isEmpty {
      while running.count < jobs, next < tasks.count {
        do {
          let process = try WorkerProcess(launcher.arguments(tasks[next]))
          running.append(RunningTask(index: next, process: process))
        } catch {
          results[next] = .failure(error)
        }
        next += 1
      }
      guard !running.isEmpty else { continue }
      if let signal = wait(for: &running, watch: watch) {
        for task in running { task.process.terminate() }
        for task in running { _ = task.process.reap() }
        watch?.stop()
        InterruptWatch.die(of: signal)
      }
      running.removeAll { task in
        guard task.process.output < 0, task.process.errors < 0 else { return false }
        results[task.index] = task.finish()
        return true
      }
    }
    return results.map { $0! }
  }

  /// Waits until a worker printed something or closed a pipe, and reads it; returns a signal
  /// the parent caught instead, if one came.
  private func wait(for running: inout [RunningTask], watch: InterruptWatch?) -> Int32? {
    var descriptors: [pollfd] = []
    for task in running {
      for descriptor in [task.process.output, task.process.errors] where descriptor >= 0 {
        descriptors.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
      }
    }
    if let watch {
      descriptors.append(pollfd(fd: watch.descriptor, events: Int16(POLLIN), revents: 0))
    }
    let ready = poll(&descriptors, nfds_t(descriptors.count), -1)
    guard ready > 0 else { return nil }
    if let watch, let signal = watch.caught() { return signal }
    for polled in descriptors where polled.revents != 0 {
      guard let index = running.firstIndex(where: { $0.owns(polled.fd) }) else { continue }
      running[index].read(polled.fd, progress: progress, isProgress: isProgress)
    }
    return nil
  }
}

/// A task while its worker runs: what it printed so far.
private struct RunningTask {
  let index: Int
  let process: WorkerProcess
  var output: [UInt8] = []
  /// Standard error after its last full line.
  var partialLine: [UInt8] = []
  /// Standard error lines that are not progress, for a failure's message.
  var said: [String] = []

  func owns(_ descriptor: Int32) -> Bool {
    process.output == descriptor || process.errors == descriptor
  }

  /// Reads what `descriptor` has; at its end (or on an error) closes it.
  mutating func read(
    _ descriptor: Int32, progress: (String) -> Void, isProgress: (String) -> Bool
  ) {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    let count = buffer.withUnsafeMutableBytes {
      Foundation.read(descriptor, $0.baseAddress, $0.count)
    }
    if count < 0, errno == EINTR || errno == EAGAIN { return }
    guard count > 0 else {
      close(descriptor)
      if descriptor == process.output { process.output = -1 } else { process.errors = -1 }
      if !partialLine.isEmpty { passOn(partialLine, progress: progress, isProgress: isProgress) }
      partialLine = []
      return
    }
    if descriptor == process.output {
      output.append(contentsOf: buffer[..<count])
      return
    }
    partialLine.append(contentsOf: buffer[..<count])
    while let end = partialLine.firstIndex(of: UInt8(ascii: "\n")) {
      passOn(Array(partialLine[..<end]), progress: progress, isProgress: isProgress)
      partialLine.removeSubrange(...end)
    }
  }

  private mutating func passOn(
    _ line: [UInt8], progress: (String) -> Void, isProgress: (String) -> Bool
  ) {
    let text = String(decoding: line, as: UTF8.self)
    progress(text)
    if said.count < 3, !text.isEmpty, !isProgress(text) { said.append(text) }
  }

  /// The task's result, once both pipes are closed: its output, or how it failed.
  func finish() -> Result<[UInt8], WorkerFailure> {
    guard let ending = process.reap() else { return .success(output) }
    let message = said.isEmpty ? "" : "; its standard error: " + said.joined(separator: " / ")
    return .failure(WorkerFailure(message: ending + message))
  }
}
