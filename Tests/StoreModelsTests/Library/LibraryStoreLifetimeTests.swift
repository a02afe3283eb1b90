import Instrumentation
import StoreModels
import Testing

/// The store library's `StoreLifetimeTests` (`Tests/ComposableArchitectureTests/`
/// `StoreLifetimeTests.swift` at its HEAD): which scopes are cached, what keeps a child store
/// working, and the init/deinit log of a store. Each test has the original's name. Not ported:
/// the three `testStoreDeinit_Running…Effect` tests and the second half of `testUnCachedStores`
/// (effects, which the lab's reducers do not have); see docs/peer-suites.md.
@Suite("Library: StoreLifetimeTests")
struct LibraryStoreLifetimeTests {
  private typealias Grandparent = LibraryStoreLifetime.Grandparent

  @Test("key-path scopes are cached at every level, closure scopes never")
  func testStoreCaching() {
    let grandparentStore = Store(initialState: Grandparent.State()) { Grandparent() }
    let parentStore = grandparentStore.scope(state: \.child, action: \.child)
    #expect(parentStore === grandparentStore.scope(state: \.child, action: \.child))
    #expect(
      parentStore !== grandparentStore.scope(state: { $0.child }, action: { .child($0) }))
    let childStore = parentStore.scope(state: \.child, action: \.child)
    #expect(childStore === parentStore.scope(state: \.child, action: \.child))
    #expect(childStore !== parentStore.scope(state: { $0.child }, action: { .child($0) }))
  }

  @Test("a store scoped from a closure-scoped store keeps working after that store is released")
  func testStoreInvalidation() {
    let grandparentStore = Store(initialState: Grandparent.State()) { Grandparent() }
    var parentStore: StoreOf<LibraryStoreLifetime.Parent>? = grandparentStore.scope(
      state: { $0.child }, action: { .child($0) })
    let childStore = parentStore!.scope(state: \.child, action: \.child)
    let tapGrandchild = { childStore.send(.tap) }
    let bumpFromRoot = { grandparentStore.send(.incrementGrandchild) }
    let releaseParent = { parentStore = nil }
    // The grandchild's count as the root, the parent (while it is kept) and the child store see
    // it, after each step.
    var seen: [[Int?]] = []
    for step in [tapGrandchild, bumpFromRoot, releaseParent, tapGrandchild, bumpFromRoot] {
      step()
      seen.append([
        grandparentStore.withState(\.child.child.count),
        parentStore?.withState(\.child.count),
        childStore.withState(\.count),
      ])
    }
    #expect(seen == [[1, 1, 1], [2, 2, 2], [2, nil, 2], [3, nil, 3], [4, nil, 4]])
  }

  @Test("a store logs its init, then its deinit when released")
  func testStoreDeinit() {
    // NB: recorded in order, not through `recordedEvents`, which sorts: the order is the point.
    var log: [String] = []
    EventLog.recording(into: { log.append($0.description) }) {
      let store = Store(initialState: ()) { Reduce<Void, Void> { _, _ in } }
      _ = store
    }
    #expect(log == ["Store<(), ()>.init", "Store<(), ()>.deinit"])
  }

  @Test("a closure-scoped child sends to the root and is released with its last reference")
  func testUnCachedStores() {
    // NB: the first half of the original. Its `start` also runs an effect (a clock's sleep, then
    // `response`), and the second half checks, a second later, that the effect's action still
    // reached the root after the child that started it was released; the lab's reducers return
    // no effects, so that half is not ported. The original turns the logger on and asserts no
    // line of it; this port asserts the child's lines, in order (an extra check).
    let store = Store(initialState: LibraryStoreLifetime.Parent.State()) {
      LibraryStoreLifetime.Parent()
    }
    var log: [String] = []
    EventLog.recording(into: { log.append($0.description) }) {
      do {
        let child = store.scope(state: { $0.child }, action: { .child($0) })
        child.send(.start)
        #expect(store.withState(\.child.count) == 1)
        #expect(child.withState(\.count) == 1)
      }
    }
    #expect(
      log == [
        "StoreOf<LibraryStoreLifetime.Parent>.scope", "StoreOf<LibraryStoreLifetime.Child>.init",
        "StoreOf<LibraryStoreLifetime.Child>.deinit",
      ])
    #expect(store.withState(\.child.count) == 1)
  }
}

/// The features of the library's `StoreLifetimeTests`: three levels of plain (not observable)
/// state, the grandparent able to reach the grandchild directly.
enum LibraryStoreLifetime {
  struct Child: Reducer {
    struct State: Equatable {
      var count = 0
    }

    // NB: the original's `start` also starts an effect that sends `response`; the lab's
    // reducers have no effects, so `start` only counts, as `tap` does, and nothing sends
    // `response`, which is left out.
    enum Action {
      case start
      case tap
    }

    var body: some ReducerOf<Self> {
      Reduce { state, _ in state.count += 1 }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      var child = Child.State()
    }

    enum Action: CasePathable {
      case child(Child.Action)

      struct AllCasePaths {
        var child: AnyCasePath<Action, Child.Action> {
          AnyCasePath(embed: Action.child) {
            guard case .child(let action) = $0 else { return nil }
            return action
          }
        }
      }

      static let allCasePaths = AllCasePaths()
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: \.child) { Child() }
    }
  }

  struct Grandparent: Reducer {
    struct State: Equatable {
      var child = Parent.State()
    }

    enum Action: CasePathable {
      case child(Parent.Action)
      case incrementGrandchild

      struct AllCasePaths {
        var child: AnyCasePath<Action, Parent.Action> {
          AnyCasePath(embed: Action.child) {
            guard case .child(let action) = $0 else { return nil }
            return action
          }
        }
      }

      static let allCasePaths = AllCasePaths()
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: \.child) { Parent() }
      Reduce { state, action in
        if case .incrementGrandchild = action {
          state.child.child.count += 1
        }
      }
    }
  }
}
