import StoreModels
import TestSupport
import Testing

@Suite("Scope to an optional child")
struct OptionalScopeTests {
  private typealias Parent = OptionalChild.Parent

  @Test("scoping to an absent child returns nil")
  func absentChildIsNil() {
    let store = Store(initialState: Parent.State()) { Parent() }
    #expect(store.scope(state: \.child, action: \.child) == nil)
  }

  @Test("scoping twice to a present child returns the identical store")
  func repeatedScopeIsCached() {
    let store = Store(initialState: Parent.State(child: .init())) { Parent() }
    let first = store.scope(state: \.child, action: \.child)
    let second = store.scope(state: \.child, action: \.child)
    #expect(first != nil)
    #expect(first === second)
  }

  @Test("mutating inside the child does not invalidate a parent that only scoped to it")
  func childChangeIsSilentForScopingParent() {
    let store = Store(initialState: Parent.State(child: .init())) { Parent() }
    let child = store.scope(state: \.child, action: \.child)
    let parent = observe { _ = store.scope(state: \.child, action: \.child) }
    child?.send(.incrementButtonTapped)
    #expect(!parent.changed)
    #expect(store.child?.count == 1)
  }

  @Test("mutating inside the child invalidates a parent that reads its count")
  func childChangeNotifiesParentReadingCount() {
    let store = Store(initialState: Parent.State(child: .init())) { Parent() }
    let child = store.scope(state: \.child, action: \.child)
    let parent = observe { _ = store.child?.count }
    child?.send(.incrementButtonTapped)
    #expect(parent.changed)
  }

  @Test("the child appearing invalidates a parent that scoped to it")
  func appearingNotifies() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let parent = observe { _ = store.scope(state: \.child, action: \.child) }
    store.send(.toggleButtonTapped)
    #expect(parent.changed)
  }

  @Test("the child disappearing invalidates a parent that scoped to it")
  func disappearingNotifies() {
    let store = Store(initialState: Parent.State(child: .init())) { Parent() }
    let parent = observe { _ = store.scope(state: \.child, action: \.child) }
    store.send(.toggleButtonTapped)
    #expect(parent.changed)
  }

  @Test("a child that disappears and appears again gets a new store")
  func reappearingChildGetsNewStore() {
    let store = Store(initialState: Parent.State(child: .init())) { Parent() }
    let first = store.scope(state: \.child, action: \.child)
    store.send(.toggleButtonTapped)
    store.send(.toggleButtonTapped)
    let second = store.scope(state: \.child, action: \.child)
    #expect(second != nil)
    #expect(first !== second)
  }

  @Test("destroying the child evicts its store, which is released with the last reference")
  func disappearingEvicts() {
    let store = Store(initialState: Parent.State(child: .init())) { Parent() }
    _ = store.scope(state: \.child, action: \.child)
    let log = recordedEvents { store.send(.toggleButtonTapped) }
    #expect(log == ["StoreOf<OptionalChild.Counter>.deinit"])
  }

  /// A parent whose plain state holds an optional child, scoped as the view-store API's
  /// `IfLetStore` takes it: a store of the optional state (`Store<Child?, ChildAction>`), with
  /// the child's own store cached below it.
  private enum OptionalHolder {
    typealias Child = LibraryObservable.ChildState

    struct State {
      var child: Child? = Child()
    }

    enum Action: CasePathable {
      case replace, remove
      case child(ChildAction)

      struct AllCasePaths {
        var child: AnyCasePath<Action, ChildAction> {
          AnyCasePath(embed: Action.child) {
            guard case .child(let action) = $0 else { return nil }
            return action
          }
        }
      }
      static let allCasePaths = AllCasePaths()
    }

    enum ChildAction: CasePathable {
      case tap

      struct AllCasePaths {
        var whole: AnyCasePath<ChildAction, ChildAction> {
          AnyCasePath(embed: { $0 }, extract: { $0 })
        }
      }
      static let allCasePaths = AllCasePaths()
    }

    static func store() -> Store<State, Action> {
      Store(initialState: State()) {
        Reduce<State, Action> { state, action in
          switch action {
          case .replace: state.child = Child()
          case .remove: state.child = nil
          case .child: break
          }
        }
      }
    }
  }

  /// NB: a store of an optional state that is not an array reads no element stamp, and an absent
  /// stamp never lets a send skip the children.
  @Test("a store of an optional state hands its cached child every new state")
  func optionalStateStoreUpdatesItsChild() throws {
    let store = OptionalHolder.store()
    let optional: Store<OptionalHolder.Child?, OptionalHolder.ChildAction> = store.scope(
      state: \.child, action: \.child)
    let scoped: Store<OptionalHolder.Child, OptionalHolder.ChildAction>? = optional.scope(
      state: \.self, action: \.whole)
    let child = try #require(scoped)
    let reader = observe { _ = child.state }
    store.send(.replace)
    #expect(reader.changed)
    store.send(.remove)
    #expect(child.isInvalid)
  }
}
