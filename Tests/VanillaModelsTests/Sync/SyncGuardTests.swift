import TestSupport
import Testing
import VanillaModels

private final class Owner {}

@Suite("SyncGuard")
struct SyncGuardTests {
  @Test("a replay runs its body and is logged as Owner.replay")
  func replays() {
    let syncGuard = SyncGuard(owner: Owner.self)
    var runs = 0
    let events = recordedEvents { syncGuard.replay { runs += 1 } }
    #expect(runs == 1)
    #expect(events == ["Owner.replay"])
  }

  @Test("a replay started inside another is the echo: skipped and logged as Owner.guardSkip")
  func skipsEcho() {
    let syncGuard = SyncGuard(owner: Owner.self)
    var runs: [String] = []
    let events = recordedEvents {
      syncGuard.replay {
        runs.append("outer")
        syncGuard.replay { runs.append("echo") }
      }
    }
    #expect(runs == ["outer"])
    #expect(events == ["Owner.guardSkip", "Owner.replay"])
  }

  @Test("once a replay has finished, the next one runs")
  func resets() {
    let syncGuard = SyncGuard(owner: Owner.self)
    var runs = 0
    syncGuard.replay { runs += 1 }
    syncGuard.replay { runs += 1 }
    #expect(runs == 2)
  }
}
