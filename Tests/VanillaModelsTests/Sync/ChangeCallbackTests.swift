import Instrumentation
import Testing
import VanillaModels

/// A model with one callback property, as the `@Observable` tabs declare theirs.
private final class Announcer {
  @ChangeCallback var onChange: ((Int) -> Void)? = nil
}

@Suite("ChangeCallback")
struct ChangeCallbackTests {
  @Test("it reads as a plain optional closure: nil until set, then called with the value")
  func plainClosure() {
    let announcer = Announcer()
    #expect(announcer.onChange == nil)
    var received: [Int] = []
    announcer.onChange = { received.append($0) }
    announcer.onChange?(7)
    #expect(received == [7])
    announcer.onChange = nil
    #expect(announcer.onChange == nil)
  }

  @Test("a callback that calls itself for ever is stopped at the echo of an echo, flagged, unwound")
  func boundsRecursion() {
    NotificationDepth.reset()
    defer { NotificationDepth.reset() }
    let announcer = Announcer()
    var calls = 0
    announcer.onChange = { [unowned announcer] value in
      calls += 1
      announcer.onChange?(value)
    }
    announcer.onChange?(1)
    // NB: the callback handles 1, is handed 1 again (an echo, allowed), then the echo's echo:
    // refused.
    #expect(calls == 2)
    #expect(NotificationDepth.loopDetected)
    #expect(NotificationDepth.current == 0)
  }
}
