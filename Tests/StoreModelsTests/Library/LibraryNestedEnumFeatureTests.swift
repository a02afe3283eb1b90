import StoreModels
import TestSupport
import Testing

/// The store library's `NestedEnumFeatureTests` (`Tests/ComposableArchitectureTests/`
/// `NestedEnumFeatureTests.swift` at its HEAD, added after 1.25.5; not at 1.7.0): a destination
/// that is an enum feature, one of whose cases is another enum feature's body, presented by a
/// parent, and a view that reaches the inner enum's leaf through the presented destination. The
/// file has no test function: its one check is that `ParentView`, which scopes a sheet's item
/// through `destination`, then `inner`, then `leaf`, compiles. The test is named after that view.
///
/// The lab has no SwiftUI bindings (`$store.scope(…)` and the sheet's item) and no macros: the
/// three features' reducers and case paths are written by hand, the parent presents with a plain
/// optional and a plain action case (as the lab's features do, for `@Presents` and
/// `PresentationAction`), and the chain is the lab's optional scope then two case scopes. The
/// states are plain: nothing here observes.
@Suite("Library: NestedEnumFeatureTests")
struct LibraryNestedEnumFeatureTests {
  private typealias Parent = LibraryNestedEnumFeature.Parent
  private typealias Leaf = LibraryNestedEnumFeature.Leaf

  @Test(
    """
    a nested enum destination's leaf is an optional scope and two case scopes away, and its \
    sends run through both enums' reducers
    """)
  func parentView() {
    let dismissed = Store(initialState: Parent.State()) { Parent() }
    #expect(dismissed.scope(state: \.destination, action: \.destination) == nil)

    let store = Store(initialState: Parent.State(destination: .inner(.leaf(Leaf.State())))) {
      Parent()
    }

    var leaf: StoreOf<Leaf>?
    let scopeLog = recordedEvents {
      leaf = store.scope(state: \.destination, action: \.destination)?
        .scope(state: \.inner, action: \.inner)?
        .scope(state: \.leaf, action: \.leaf)
    }
    // NB: a store per level, each scoped from the one above (the log is sorted).
    #expect(
      scopeLog == [
        "StoreOf<LibraryNestedEnumFeature.Inner>.init",
        "StoreOf<LibraryNestedEnumFeature.Inner>.scope",
        "StoreOf<LibraryNestedEnumFeature.Leaf>.init",
        "StoreOf<LibraryNestedEnumFeature.Outer>.init",
        "StoreOf<LibraryNestedEnumFeature.Outer>.scope",
        "StoreOf<LibraryNestedEnumFeature.Parent>.scope",
      ])
    #expect(leaf?.withState(\.count) == 0)

    let sendLog = recordedEvents {
      // NB: the original's leaf is an empty feature, with no action to send; this one counts,
      // so that a send through the leaf's store shows the outer enum running the inner enum's
      // body on its case, and the inner one the leaf on its own.
      leaf?.send(.incrementButtonTapped)
    }
    #expect(leaf?.withState(\.count) == 1)
    #expect(
      store.withState(\.self) == Parent.State(destination: .inner(.leaf(Leaf.State(count: 1)))))
    #expect(sendLog == [])
  }
}

/// The features of the library's `NestedEnumFeatureTests`: a parent presenting an `Outer` enum
/// feature, whose one case runs the `Inner` enum feature's body, whose one case is a `Leaf`.
enum LibraryNestedEnumFeature {
  /// A leaf feature that counts.
  struct Leaf: Reducer {
    struct State: Equatable {
      var count = 0
    }

    enum Action: Equatable {
      case incrementButtonTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { state, _ in state.count += 1 }
    }
  }

  /// An enum feature with one case, the leaf (`@Reducer enum Inner { case leaf(Leaf) }`).
  struct Inner: Reducer {
    enum State: Equatable, CasePathable {
      case leaf(Leaf.State)

      struct AllCasePaths {
        var leaf: AnyCasePath<State, Leaf.State> {
          AnyCasePath(embed: State.leaf) {
            guard case .leaf(let state) = $0 else { return nil }
            return state
          }
        }
      }

      static let allCasePaths = AllCasePaths()
    }

    enum Action: Equatable, CasePathable {
      case leaf(Leaf.Action)

      struct AllCasePaths {
        var leaf: AnyCasePath<Action, Leaf.Action> {
          AnyCasePath(embed: Action.leaf) {
            guard case .leaf(let action) = $0 else { return nil }
            return action
          }
        }
      }

      static let allCasePaths = AllCasePaths()
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.leaf, action: \.leaf) { Leaf() }
    }
  }

  /// An enum feature whose one case runs ``Inner``'s body, not an `Inner` reducer
  /// (`case inner(Inner.Body = Inner.body)`).
  struct Outer: Reducer {
    enum State: Equatable, CasePathable {
      case inner(Inner.State)

      struct AllCasePaths {
        var inner: AnyCasePath<State, Inner.State> {
          AnyCasePath(embed: State.inner) {
            guard case .inner(let state) = $0 else { return nil }
            return state
          }
        }
      }

      static let allCasePaths = AllCasePaths()
    }

    enum Action: Equatable, CasePathable {
      case inner(Inner.Action)

      struct AllCasePaths {
        var inner: AnyCasePath<Action, Inner.Action> {
          AnyCasePath(embed: Action.inner) {
            guard case .inner(let action) = $0 else { return nil }
            return action
          }
        }
      }

      static let allCasePaths = AllCasePaths()
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.inner, action: \.inner) { Inner().body }
    }
  }

  /// A parent that presents ``Outer`` and does nothing of its own.
  struct Parent: Reducer {
    struct State: Equatable {
      var destination: Outer.State?
    }

    enum Action: Equatable, CasePathable {
      case destination(Outer.Action)

      struct AllCasePaths {
        var destination: AnyCasePath<Action, Outer.Action> {
          AnyCasePath(embed: Action.destination) {
            guard case .destination(let action) = $0 else { return nil }
            return action
          }
        }
      }

      static let allCasePaths = AllCasePaths()
    }

    var body: some ReducerOf<Self> {
      Reduce { _, _ in }
        .ifLet(\.destination, action: \.destination) { Outer() }
    }
  }
}
