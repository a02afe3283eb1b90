import Foundation
import Testing

@testable import ArchitectureLab

/// `compare fuzz --jobs N` (issue 15, fuzz wall time): scenarios, or shards of their
/// contestants, run in worker processes, and the merged report is the one a single process
/// prints; a worker that fails is a FAILED line and exit status 1, never a crash.
@Suite("Fuzzing in worker processes")
struct FuzzJobsTests {
  /// Runs `compare fuzz` with `arguments`, its workers started by `launcher`.
  private func fuzz(_ arguments: [String], launcher: WorkerLauncher? = nil)
    -> (outcome: CompareCommand.Outcome, progress: [String])
  {
    var progress: [String] = []
    let outcome = CompareCommand.run(
      ["fuzz"] + arguments, progress: { progress.append($0) }, launcher: launcher)
    return (outcome, progress)
  }

  /// A stand-in worker: `sh -c SCRIPT`, which takes the worker's arguments as its own.
  private func shell(_ script: String) -> WorkerLauncher {
    WorkerLauncher(executable: "/bin/sh", leadingArguments: ["-c", script, "worker"])
  }

  @Test(
    "--jobs 2 prints what --jobs 1 prints, byte for byte, for every scenario",
    .needsBuiltCompare)
  func twoWorkersMatchOneProcess() throws {
    let launcher = try BuiltCompare.launcher()
    let alone = fuzz(["--seed", "3", "--steps", "40", "--jobs", "1"], launcher: launcher)
    let shared = fuzz(["--seed", "3", "--steps", "40", "--jobs", "2"], launcher: launcher)
    #expect(alone.outcome.status == 0)
    #expect(shared.outcome == alone.outcome)
    #expect(alone.outcome.output.hasPrefix("fuzz seed 3\nbasics: 40 steps"))
    // NB: one process prints no worker line; two say how the run was cut, once, first.
    #expect(alone.progress.first == "fuzz: basics: 40 steps × 6 contestants")
    #expect(shared.progress.first == "fuzz: 2 worker processes for 9 units of 9 scenarios")
    #expect(shared.progress.count { $0.contains("worker process") } == 1)
    // NB: every scenario's start and end line comes through from its worker: six scenarios
    // fuzz six contestants each, enum five (its store/1.7 is declared stale, so not fuzzed),
    // favorites twelve and chain ten, and all nine end.
    #expect(shared.progress.count { $0.hasSuffix(" steps × 6 contestants") } == 6)
    #expect(shared.progress.contains("fuzz: enum: 40 steps × 5 contestants"))
    #expect(shared.progress.count { $0.contains(": done in ") } == 9)
  }

  @Test(
    "one scenario cut into shards of its contestants merges back into its one report",
    .needsBuiltCompare)
  func shardsMergeIntoOneReport() throws {
    let launcher = try BuiltCompare.launcher()
    let arguments = ["--seed", "5", "--steps", "40", "--scenario", "chain"]
    let alone = fuzz(arguments + ["--jobs", "1"], launcher: launcher)
    let shared = fuzz(arguments + ["--jobs", "2"], launcher: launcher)
    #expect(alone.outcome.status == 0)
    #expect(shared.outcome == alone.outcome)
    // NB: the two workers start together, so their lines come in either order.
    #expect(
      shared.progress.filter { !$0.contains(" done in ") }.sorted() == [
        "fuzz: 2 worker processes for 2 units of 1 scenario",
        "fuzz: chain (observation/shared-model, store/legacy, store/uncached, store, store/1.7): "
          + "40 steps × 5 contestants",
        "fuzz: chain (vanilla, vanilla/bindings, vanilla/field-forwarding, vanilla/shared-model, "
          + "observation): 40 steps × 5 contestants",
      ])
    let json = fuzz(arguments + ["--jobs", "2", "--format", "json"], launcher: launcher)
    let decoded = try JSONDecoder().decode(
      Fuzzer.Output.self, from: Data(json.outcome.output.utf8))
    #expect(decoded.reports == Fuzzer.run(seed: 5, steps: 40, scenarios: [ChainScenario.scenario]))
  }

  @Test("a worker that exits with status 3 is a FAILED line for its unit, and exit status 1")
  func failedWorker() {
    let (outcome, _) = fuzz(
      ["--seed", "1", "--steps", "20", "--scenario", "basics", "--jobs", "2"],
      launcher: shell("echo 'no luck' >&2; exit 3"))
    #expect(outcome.status == 1)
    #expect(outcome.errors == "")
    #expect(
      outcome.output == """
        fuzz seed 1
        basics: not fuzzed
          FAILED worker for basics (vanilla, observation, store/legacy): exit status 3; its \
        standard error: no luck
          FAILED worker for basics (store/uncached, store, store/1.7): exit status 3; its \
        standard error: no luck
        Covered 0 contestant steps; screens checked after every step, leaks walked at mount, \
        every 64 steps
        or more (at most 4 objects per step) and before each teardown.
        2 worker processes failed: their contestants were not checked.

        """)
  }

  @Test("a worker killed by a signal is a FAILED line that names the signal")
  func killedWorker() {
    let (outcome, _) = fuzz(
      ["--steps", "20", "--jobs", "2"], launcher: shell("kill -9 $$"))
    #expect(outcome.status == 1)
    let failures = outcome.output.split(separator: "\n").filter { $0.hasPrefix("  FAILED") }
    #expect(failures.count == 9)
    #expect(failures.first == "  FAILED worker for basics: killed by signal 9 (SIGKILL)")
    #expect(
      outcome.output.hasSuffix("9 worker processes failed: their contestants were not checked.\n"))
  }

  @Test("a worker that prints something else than a report is a FAILED line")
  func unreadableWorker() {
    let (outcome, _) = fuzz(
      ["--steps", "20", "--scenario", "basics", "--jobs", "2"], launcher: shell("echo hello"))
    #expect(outcome.status == 1)
    let failures: [String] = outcome.output.split(separator: "\n").map(String.init)
      .filter { $0.hasPrefix("  FAILED") }
    let expected: [String] = [
      "  FAILED worker for basics (vanilla, observation, store/legacy): printed something that "
        + "is not a fuzz report: 'hello'",
      "  FAILED worker for basics (store/uncached, store, store/1.7): printed something that is "
        + "not a fuzz report: 'hello'",
    ]
    #expect(failures == expected)
  }

  @Test("a worker that cannot start is a FAILED line with the system's reason")
  func missingWorker() {
    let (outcome, _) = fuzz(
      ["--steps", "20", "--scenario", "siblings", "--jobs", "2"],
      launcher: WorkerLauncher(executable: "/nonexistent-lab-folder/compare"))
    #expect(outcome.status == 1)
    #expect(
      outcome.output.contains(
        "  FAILED worker for siblings (vanilla, observation, store/legacy): could not start "
          + "/nonexistent-lab-folder/compare: No such file or directory\n"))
  }

  @Test("the plan orders units by the costs it is given: a pilot's, not the views on screen")
  func planFollowsGivenCosts() {
    // NB: per-player costs shaped like a long run's (enum dear for its few views, basics cheap).
    let costs = [
      "stack": 48, "todos": 35, "enum": 29, "favorites": 26, "chain": 25, "list": 24,
      "optional": 14, "siblings": 9, "basics": 4,
    ]
    let plan = FuzzPlan(scenarios: Scenarios.all, seed: 1, jobs: 2) { scenario, _ in
      costs[scenario.name] ?? 0
    }
    let estimate = { (unit: FuzzUnit) in
      (costs[unit.scenario.name] ?? 0)
        * (FuzzUnit.fuzzed(unit.scenario, Self.parameters(unit)).count + 1)
    }
    let estimates = plan.units.map(estimate)
    #expect(estimates == estimates.sorted(by: >))
    #expect(plan.units.count == Scenarios.all.count)
    // NB: the views on screen put enum last; the given costs do not.
    #expect(plan.units.last?.scenario.name != "enum")
  }

  private static func parameters(_ unit: FuzzUnit) -> Parameters {
    ScriptGenerator.parameters(of: unit.scenario, seed: Fuzzer.scriptSeed(1, for: unit.scenario))
  }

  @Test("the plan cuts a scenario only when it is over a worker's fair share, costliest first")
  func plan() {
    let all = FuzzPlan(scenarios: Scenarios.all, seed: 1, steps: 100, jobs: 2)
    // NB: with two workers no scenario is over half the run: each is one unit.
    #expect(all.units.allSatisfy { $0.only == nil })
    #expect(Set(all.units.map(\.scenario.name)) == Set(Scenarios.all.map(\.name)))
    // NB: with three, stack alone is the whole run: three shards of its six contestants, two
    // each, in order (one per worker: the fair share is rounded up, so no fourth shard).
    let one = FuzzPlan(scenarios: [StackScenario.scenario], seed: 1, steps: 100, jobs: 3)
    #expect(
      one.units.map(\.label) == [
        "stack (vanilla, observation)", "stack (store/legacy, store/uncached)",
        "stack (store, store/1.7)",
      ])
    #expect(
      FuzzPlan.shards(of: ["a", "b", "c", "d", "e"], count: 2) == [["a", "b"], ["c", "d", "e"]])
    #expect(
      FuzzPlan.shards(of: ["a", "b", "c", "d", "e"], count: 3) == [["a"], ["b", "c"], ["d", "e"]])
    #expect(
      FuzzPlan.shards(of: ["a", "b", "c", "d", "e"], count: 0) == [["a", "b", "c", "d", "e"]])
    #expect(FuzzPlan.shards(of: ["a"], count: 4) == [["a"]])
    #expect(FuzzPlan.shards(of: [], count: 4) == [[]])
  }

  @Test("--jobs without a way to start workers (the command run inside a test) runs in-process")
  func noLauncherRunsHere() {
    let shared = fuzz(["--steps", "20", "--scenario", "basics", "--jobs", "4"])
    let alone = fuzz(["--steps", "20", "--scenario", "basics", "--jobs", "1"])
    #expect(shared.outcome == alone.outcome)
    #expect(shared.progress.count == 2)
  }

  #if os(Linux)
    @Test(
      "SIGTERM, SIGINT or SIGKILL of the parent leaves no worker process behind",
      .needsBuiltCompare,
      arguments: [SIGTERM, SIGINT, SIGKILL])
    func noOrphans(signal: Int32) throws {
      // NB: the seed marks this run's workers among the machine's processes.
      let seed = "\(getpid())\(signal)"
      let parent = Process()
      parent.executableURL = URL(fileURLWithPath: try BuiltCompare.launcher().executable)
      parent.arguments = [
        "fuzz", "--seed", seed, "--steps", "1000000", "--scenario", "stack", "--jobs", "2",
      ]
      parent.standardOutput = FileHandle.nullDevice
      parent.standardError = FileHandle.nullDevice
      try parent.run()
      defer { for worker in workers(seed: seed) { kill(worker, SIGKILL) } }
      #expect(waitUntil { workers(seed: seed).count == 2 }, "both workers start")
      kill(parent.processIdentifier, signal)
      parent.waitUntilExit()
      #expect(parent.terminationReason == .uncaughtSignal)
      #expect(parent.terminationStatus == signal)
      #expect(waitUntil { workers(seed: seed).isEmpty }, "no worker outlives its parent")
    }

    /// The ids of running `compare fuzz --worker` processes seeded `seed`, read from /proc.
    private func workers(seed: String) -> [pid_t] {
      let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
      return ids.compactMap { id in
        guard let pid = pid_t(id),
          let line = FileManager.default.contents(atPath: "/proc/\(id)/cmdline"),
          let stat = try? String(contentsOfFile: "/proc/\(id)/stat", encoding: .utf8)
        else { return nil }
        // NB: a worker that ended but is not reaped yet (state Z) is gone for this test.
        let state = stat.split(separator: ")").last?.split(separator: " ").first
        let arguments = line.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        let isWorker =
          arguments.contains("--worker")
          && arguments.firstIndex(of: "--seed").map { arguments[$0 + 1] == seed } == true
        return isWorker && state != "Z" ? pid : nil
      }
    }

    /// Whether `condition` holds within ten seconds.
    private func waitUntil(_ condition: () -> Bool) -> Bool {
      let deadline = ContinuousClock.now + .seconds(10)
      while ContinuousClock.now < deadline {
        if condition() { return true }
        usleep(20_000)
      }
      return condition()
    }
  #endif
}
