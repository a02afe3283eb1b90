import Foundation
import Testing

@testable import ArchitectureLab

@Suite("The bench's live heap")
struct LiveHeapTests {
  /// A bench over `axes` with one round of one step, `contestants` beside the ideals.
  private func bench(_ axes: [BenchAxis], maximumSize: Int, contestants: Set<String>)
    -> [Bench.Series]
  {
    var settings = Bench.Settings(
      rounds: 1, stepsPerRound: 1, warmUpSteps: 0, budget: 120, maximumSize: maximumSize)
    settings.contestants = contestants
    return Bench.run(axes, settings: settings)
  }

  @Test("growth counts what is allocated and kept since it was made, not what was freed before")
  func growthIsWhatIsKept() throws {
    // NB: as the bench does, so the eight megabytes freed before the baseline stay in the
    // process: a resident-memory figure would keep counting them.
    SteadyHeap.keepFreedMemory()
    var freed: [UInt8]? = Array(repeating: 1, count: 8 << 20)
    #expect(freed?.count == 8 << 20)
    freed = nil
    var growth = LiveHeap.Growth()
    #expect(growth.largest == nil)
    let kept = Array(repeating: UInt8(2), count: 16 << 20)
    growth.sample()
    let largest = try #require(growth.largest)
    // NB: the heap is the process's, and the test runner's other threads move it a little.
    #expect(abs(largest - kept.count) < 512 << 10, "\(largest)")
  }

  @Test("a contestant's heap at a size is its own, not what the series before it left")
  func heapIsTheContestantsOwn() throws {
    let list = try #require(BenchAxis.all.first { $0.scenario == "list" && $0.benchmark == nil })
    let stack = try #require(BenchAxis.all.first { $0.scenario == "stack" })
    var add = list
    add.operations = list.operations.filter { $0.name == "add a row" }
    let series = bench([add, stack], maximumSize: 1_001, contestants: ["vanilla"])
    let listRows = try #require(
      series.first { $0.axis == "list rows" && $0.contestant == "vanilla" })
    let small = try #require(listRows.heapBytes[10])
    let large = try #require(listRows.heapBytes[1_000])
    // NB: the rows' models and views grow with the rows (about 1.8 KB a row here).
    #expect(large > 10 * small, "10 rows: \(small) bytes, 1,000 rows: \(large) bytes")
    #expect(large > 1_000 * 500 && large < 1_000 * 10_000, "\(large) bytes")
    // NB: a stack of 64 screens after 1,001 rows: only its own screens count.
    let stackRow = try #require(
      series.first { $0.axis == "stack size" && $0.contestant == "vanilla" })
    let bytes = try #require(stackRow.heapBytes[64])
    #expect(bytes < large / 4, "\(bytes) bytes")
  }

  @Test(
    "in a fresh process, a contestant's heap grows with its size from the first: one-time caches are not in it",
    .needsBuiltCompare)
  func firstSizeIsNotChargedTheProcesssCaches() throws {
    // NB: a process of its own, where nothing has filled the caches a contestant's code keeps
    // for good, and no other thread moves the heap. The bench runs each operation's contestant
    // once before measuring it; without that, `store` read 48 KB at 1 screen and 30 KB at 8.
    let compare = Process()
    compare.executableURL = URL(fileURLWithPath: try BuiltCompare.launcher().executable)
    compare.arguments = [
      "bench", "--scenario", "stack", "--contestant", "vanilla", "--contestant", "store",
      "--budget", "5", "--format", "json",
    ]
    let output = Pipe.closedOnExec()
    compare.standardOutput = output
    compare.standardError = FileHandle.nullDevice
    try compare.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    compare.waitUntilExit()
    #expect(compare.terminationStatus == 0)
    struct Document: Decodable {
      struct Series: Decodable {
        let contestant: String
        let heapBytes: [String: Int]
      }
      let series: [Series]
    }
    let series = try JSONDecoder().decode(Document.self, from: data).series
    #expect(series.map(\.contestant) == ["ideal", "ideal/views", "vanilla", "store"])
    for row in series {
      // NB: the stack's sizes, 1, 8 and 64 screens.
      let sizes = BenchAxis.stack.sizes.map(String.init)
      let bytes = sizes.compactMap { row.heapBytes[$0] }
      #expect(bytes.count == sizes.count && bytes == bytes.sorted(), "\(row.contestant): \(bytes)")
    }
    let store = try #require(series.last?.heapBytes)
    #expect(store["1", default: 0] < store["8", default: 0], "\(store)")
  }

  @Test("the heap is sampled after a step too: creating 10,000 rows on an empty list counts them")
  func heapIsSampledAfterAStep() throws {
    var benchmark = BenchAxis.listBenchmark
    benchmark.operations = benchmark.operations.filter { $0.name == "create 10,000 rows" }
    let series = bench([benchmark], maximumSize: 10_000, contestants: ["observation"])
    // NB: mounted with no rows, so after mounting alone each would be a few kilobytes at most.
    // The ideal's rows are plain values of 16 bytes each (12 leaves room for other threads,
    // the test runner's, which move the process's heap by a few kilobytes); a contestant's have
    // models and views.
    let least = ["ideal": 12, "ideal/views": 100, "observation": 100]
    #expect(series.map(\.contestant) == ["ideal", "ideal/views", "observation"])
    for row in series {
      let bytes = try #require(row.heapBytes[0], "\(row.contestant)")
      #expect(bytes >= 10_000 * least[row.contestant]!, "\(row.contestant): \(bytes) bytes")
    }
  }
}
