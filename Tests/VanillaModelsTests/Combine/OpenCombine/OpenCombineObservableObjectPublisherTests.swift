import Testing
import VanillaModels

/// OpenCombine's `Tests/OpenCombineTests/ObservableObjectPublisherTests.swift`, in the slice's
/// terms: subscribers are `sink`s (unlimited demand, which the publisher ignores anyway).
@Suite("OpenCombine ObservableObjectPublisherTests")
struct OpenCombineObservableObjectPublisherTests {
  @Test(
    "testBasicBehavior: every send reaches every current subscriber; a cancelled one hears no more"
  )
  func testBasicBehavior() {
    // NB: the original's demand steps are left out; the publisher ignores demand, so every
    // signal is the original's.
    let publisher = ObservableObjectPublisher()
    var first = 0
    let firstSubscription = publisher.sink { first += 1 }
    #expect(first == 0)
    publisher.send()
    #expect(first == 1)
    publisher.send()
    publisher.send()
    #expect(first == 3)
    for _ in 1...4 {
      publisher.send()
    }
    #expect(first == 7)
    var second = 0
    let secondSubscription = publisher.sink { second += 1 }
    #expect(second == 0)
    publisher.send()
    #expect((first, second) == (8, 1))
    firstSubscription.cancel()
    publisher.send()
    #expect((first, second) == (8, 2))
    secondSubscription.cancel()
  }
}
