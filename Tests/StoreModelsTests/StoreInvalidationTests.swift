import StoreModels
import TestSupport
import Testing

@Suite("Store invalidation")
struct StoreInvalidationTests {
  private typealias List = CounterList.List
  private typealias Row = CounterList.Row

  @Test("an action sent to the store of a removed row is ignored and logged")
  func removedRowStoreIgnoresActions() {
    let store = Store(initialState: List.State(rows: [Row.State(id: 1)], nextID: 2)) { List() }
    let row = store.scope(state: \.rows, action: \.rows)[0]
    store.send(.rows(.element(id: 1, action: .removeButtonTapped)))
    let log = recordedEvents { row.send(.incrementButtonTapped) }
    #expect(row.isInvalid)
    #expect(
      log == [
        """
        StoreOf<CounterList.Row>.warning: ignored incrementButtonTapped, sent to a store whose state has \
        gone (dismissed, removed, or in another case); send it through the store the parent \
        scopes now
        """
      ])
  }

  @Test("an action sent to the store of a dismissed child is ignored and logged")
  func dismissedChildStoreIgnoresActions() throws {
    let store = Store(initialState: OptionalChild.Parent.State(child: .init())) {
      OptionalChild.Parent()
    }
    let child = try #require(store.scope(state: \.child, action: \.child))
    store.send(.toggleButtonTapped)
    store.send(.toggleButtonTapped)
    let log = recordedEvents { child.send(.incrementButtonTapped) }
    #expect(log.count == 1)
    #expect(
      log.first?.hasPrefix("StoreOf<OptionalChild.Counter>.warning: ignored incrementButtonTapped")
        == true)
    #expect(store.child?.count == 0)
  }

  @Test("an invalid store still reads its last state")
  func invalidStoreReadsLastState() {
    let store = Store(initialState: List.State(rows: [Row.State(id: 1, count: 4)])) { List() }
    let row = store.scope(state: \.rows, action: \.rows)[0]
    _ = row.count
    store.send(.rows(.element(id: 1, action: .removeButtonTapped)))
    #expect(row.isInvalid)
    #expect(row.count == 4)
  }

  @Test("a store scoped from an invalid store is invalid too")
  func childOfInvalidIsInvalid() throws {
    let store = Store(initialState: EnumDestination.Parent.State(destination: .counter1(.init()))) {
      EnumDestination.Parent()
    }
    let destination = try #require(store.scope(state: \.destination, action: \.destination))
    let counter = try #require(destination.scope(state: \.counter1, action: \.counter1))
    store.send(.toggle1ButtonTapped)
    #expect(destination.isInvalid)
    #expect(counter.isInvalid)
  }

  /// NB: a store whose state has gone leaves its parent's cache (``StoreRules/lab``), and a view
  /// that still holds it (one running once more as it goes, docs/fidelity.md rule 3) may scope
  /// through it: each such child holds its parent, and nothing caches it.
  @Test("an invalid store caches no new child: each scope makes a store of its own, invalid too")
  func invalidStoreCachesNoChild() throws {
    let store = Store(initialState: EnumDestination.Parent.State(destination: .counter1(.init()))) {
      EnumDestination.Parent()
    }
    let destination = try #require(store.scope(state: \.destination, action: \.destination))
    store.send(.toggle1ButtonTapped)
    let log = recordedEvents {
      let first = destination.scope(state: \.counter1, action: \.counter1)
      let second = destination.scope(state: \.counter1, action: \.counter1)
      #expect(first != nil && second != nil && first !== second)
      #expect(first?.isInvalid == true && second?.isInvalid == true)
    }
    #expect(
      log == [
        "StoreOf<EnumDestination.Counter>.deinit",
        "StoreOf<EnumDestination.Counter>.deinit",
        "StoreOf<EnumDestination.Counter>.init",
        "StoreOf<EnumDestination.Counter>.init",
        "StoreOf<EnumDestination.Destination>.scope",
        "StoreOf<EnumDestination.Destination>.scope",
      ])
  }

  /// NB: the view-store helpers (`IfLetStore`, `ForEachStore`, `NavigationStackStore`) cache
  /// their stores apart from the scopes a send updates, so an evicted store invalidates them.
  @Test("a store evicted as its state goes takes its helper stores with it")
  func evictedStoreInvalidatesItsHelpers() throws {
    let store = Store(initialState: OptionalChild.Parent.State(child: .init())) {
      OptionalChild.Parent()
    }
    let child = try #require(store.scope(state: \.child, action: \.child))
    let helper = child.scope(id: "helper", state: { $0 }, action: { $0 })
    store.send(.toggleButtonTapped)
    #expect(child.isInvalid)
    #expect(helper.isInvalid)
  }
}
