@testable import StoreModels

/// A stand-in for the store library's `Store.publisher` (without Combine): the root's send relay
/// mapped to this store's state, which is what the library's publisher is (its root's `didSet`
/// relay, read through the store's `currentState`: `Store.swift` line 430 at 1.7.0, line 455 at
/// HEAD). It is handed the current state when it subscribes and after every send, equal or not;
/// nothing removes duplicates. The relay holds it weakly, so releasing it is the cancellation:
/// a publisher nobody keeps, like a `sink` whose cancellable is discarded, is told nothing after
/// the value it gets on subscribe. Used by the `StoreTests` ports.
final class LibraryStatePublisher<State>: SendSubscriber {
  private let read: () -> State
  private let sink: (State) -> Void

  init<Action>(_ store: Store<State, Action>, sink: @escaping (State) -> Void) {
    self.read = { store.withState { $0 } }
    self.sink = sink
    store.core.sendSubscribers.subscribe(self)
  }

  func receivedValueOnSubscribe() {
    sink(read())
  }

  func storeDidSend() {
    sink(read())
  }
}
