import Foundation
import Testing

@testable import ArchitectureLab

/// A child process the lab starts gets the descriptors its spawn places, and no other.
@Suite("What a child inherits")
struct SpawnTests {
  @Test(
    "a worker process gets its three pipes, not a descriptor another part of the process left inheritable"
  )
  func workerInheritsOnlyItsPipes() throws {
    // NB: a pipe as Foundation's `Pipe()` makes one, not close-on-exec, open while the worker
    // starts.
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    // NB: `cat` reads its standard input, a pipe nothing is written to, until it is reaped.
    let worker = try WorkerProcess(["/bin/cat"])
    close(ends[1])
    // NB: with no other holder of the write end (the worker, had it inherited it), the read end
    // is at its end of file at once.
    var watched = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
    #expect(poll(&watched, 1, 5_000) == 1, "the worker holds the pipe's write end")
    var byte: UInt8 = 0
    #expect(watched.revents != 0 && read(ends[0], &byte, 1) == 0)
    // NB: and it had its own three: cat read its input to the end and exited 0.
    #expect(worker.reap() == nil)
    worker.closePipes()
  }

  @Test("the lab's pipes are close-on-exec from the start")
  func pipesAreCloseOnExec() throws {
    let pipe = try #require(CloseOnExecPipe())
    defer { for end in [pipe.read, pipe.write] { close(end) } }
    for end in [pipe.read, pipe.write] { #expect(fcntl(end, F_GETFD) & FD_CLOEXEC != 0) }
  }
}
