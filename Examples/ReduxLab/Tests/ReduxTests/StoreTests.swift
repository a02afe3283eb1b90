import Redux
import Testing

private struct Counter {
  var count = 0
  var label = ""

  enum Action { case increment, rename(String), touch }

  static func reduce(_ state: inout Counter, _ action: Action) {
    switch action {
    case .increment: state.count += 1
    case .rename(let label): state.label = label
    case .touch: state.count += 0
    }
  }
}

@Suite("Redux store")
struct StoreTests {
  @Test("a dispatch runs the reducer on the one state")
  func dispatchRunsTheReducer() {
    let store = Store(state: Counter(), reducer: Counter.reduce)
    store.dispatch(.increment)
    store.dispatch(.increment)
    #expect(store.state.count == 2)
  }

  @Test("a selection is told when its value changes, not when another part does")
  func selectionsCompareTheirValue() {
    let store = Store(state: Counter(), reducer: Counter.reduce)
    let count = store.select(\.count)
    var told = 0
    let subscription = count.subscribe { told += 1 }
    store.dispatch(.rename("a"))
    store.dispatch(.touch)
    #expect(told == 0)
    store.dispatch(.increment)
    withExtendedLifetime(subscription) {}
    #expect(told == 1)
    #expect(count.value == 1)
  }

  @Test("releasing the subscription token ends it")
  func releasedTokenEndsTheSubscription() {
    let store = Store(state: Counter(), reducer: Counter.reduce)
    let count = store.select(\.count)
    var told = 0
    _ = count.subscribe { told += 1 }
    store.dispatch(.increment)
    #expect(told == 0)
  }

  @Test("selecting the same part again gives the same selection while it is alive")
  func selectionsAreShared() {
    let store = Store(state: Counter(), reducer: Counter.reduce)
    let first = store.select(\.count)
    #expect(store.select(\.count) === first)
    #expect(store.select(\.label) !== (first as AnyObject))
  }

  @Test("the store holds its selections weakly: it keeps no released one alive")
  func storeHoldsSelectionsWeakly() {
    let store = Store(state: Counter(), reducer: Counter.reduce)
    weak var released: Selection<Int>?
    do {
      let count = store.select(\.count)
      released = count
    }
    store.dispatch(.increment)
    #expect(released == nil)
  }
}
