import Testing
import VanillaModels

private final class Model: ObservableObject {
  @Published var value = 0
}

/// OpenCombine's `Tests/OpenCombineTests/SubscribersTests/SinkTests.swift`: the cases about
/// `sink` as a publisher's operator, on the slice's own publishers (`$x.dropFirst()` stands in
/// for a `PassthroughSubject`: it sends only new values). The slice has no `Subscribers.Sink`
/// object and no completion; docs/peer-suites.md lists the cases left out.
@Suite("OpenCombine SinkTests")
struct OpenCombineSinkTests {
  @Test(
    "testReleasesClosuresAfterCancellationWithSubscription: cancelling frees the closure's captures"
  )
  func testReleasesClosuresAfterCancellationWithSubscription() {
    // NB: the original checks the completion closure's release too; this `sink` has none.
    let publisher = ObservableObjectPublisher()
    weak var weakToken: Token?
    let cancellable: AnyCancellable
    do {
      let token = Token()
      weakToken = token
      cancellable = publisher.sink { _ in withExtendedLifetime(token) {} }
    }
    #expect(weakToken != nil)
    cancellable.cancel()
    #expect(weakToken == nil)
  }

  @Test(
    "testPublisherOperator: sink receives each value until cancelled; an unkept one ends at once")
  func testPublisherOperator() {
    let model = Model()
    var value = 0
    let cancellable = model.$value.dropFirst().sink { value = $0 }
    #expect(value == 0)
    model.value = 42
    #expect(value == 42)
    cancellable.cancel()
    model.value = 1
    #expect(value == 42)
    _ = model.$value.dropFirst().sink { value = $0 }
    model.value = 100
    #expect(value == 42)
  }
}
