import Testing

@testable import StoreModels

/// The store library's `StoreTests.testPresentationScope` (`Tests/ComposableArchitectureTests/`
/// `StoreTests.swift` at its HEAD; its counts are the same at 1.7.0 and at every release from
/// 1.5.6, when the view store began deriving its state through a store of its own).
extension LibraryStoreTests {
  /// Two children scoped with closures to the same presentation field, each watched by a view
  /// store that counts its comparisons and by a stand-in for the child store's `publisher`. A
  /// send the presented child does not see costs each child one comparison and two runs of its
  /// scope closure (its view store's derivation and the publisher's value) and publishes nothing;
  /// making them costs three runs each (the view store's initial state, the current value its
  /// root relay sends on subscribe, the publisher's current value). The view store path is
  /// 1.7.0's and no rule set changes it, so the counts are the same under both.
  @Test(
    "a presentation child scoped with closures compares once and derives twice per send",
    arguments: [StoreRules.lab, .release1_7])
  func testPresentationScope(rules: StoreRules) {
    typealias Feature = LibraryPresentationScope.Feature
    typealias Child = LibraryPresentationScope.Child
    typealias Counts = LibraryPresentationScope.Counts
    let store = Store(initialState: Feature.State(child: .init()), rules: rules) { Feature() }

    // NB: the original's closure returns the projected `$child`; the lab presents with a plain
    // optional, so its closure wraps it, as the lab's `PresentationStore` does. The original
    // sinks the view store's `objectWillChange` and the child store's `publisher`; the lab's
    // view store `subscribe` stands in for the first, a subscriber to the root's send relay that
    // reads the child's state (`LibraryStatePublisher`) for the second.
    func watchedChild(_ counts: Counts) -> [AnyObject] {
      let childStore = store.scope(
        state: { (state: Feature.State) -> PresentationState<Child.State> in
          counts.stateScope += 1
          return PresentationState(wrappedValue: state.child)
        },
        action: { Feature.Action.child($0) })
      let childViewStore = ViewStore(
        childStore, observe: { $0 }, send: { $0 },
        removeDuplicates: {
          counts.removeDuplicates += 1
          return $0 == $1
        })
      let willChange = childViewStore.subscribe { counts.viewStore += 1 }
      let publisher = LibraryStatePublisher(childStore) { _ in
        counts.storeState += 1
      }
      return [childStore, childViewStore, willChange, publisher]
    }
    let counts = [Counts(), Counts()]
    let watched = counts.map(watchedChild)

    store.send(.tap)
    #expect(counts.map(\.all) == Array(repeating: [1, 5, 0, 2], count: 2))
    store.send(.tap)
    #expect(counts.map(\.all) == Array(repeating: [2, 7, 0, 3], count: 2))

    // NB: the original sends `dismiss` and asserts nothing after it. Each view store now
    // derives an absent child and publishes once.
    store.send(.child(.dismiss))
    #expect(counts.map(\.all) == Array(repeating: [3, 9, 1, 4], count: 2))
    withExtendedLifetime(watched) {}
  }
}

/// The feature of the library's `testPresentationScope`, a parent presenting a child, and what
/// the test counts.
enum LibraryPresentationScope {
  /// What one child's observers count, in the original's order: the view store's comparisons
  /// (`removeDuplicates`), the scope closure's runs, the view store's publishes, and the values
  /// the child store's publisher sent.
  final class Counts {
    var removeDuplicates = 0
    var stateScope = 0
    var viewStore = 0
    var storeState = 0

    var all: [Int] {
      [removeDuplicates, stateScope, viewStore, storeState]
    }
  }

  /// The presented feature. The original presents the feature itself (its state holds an
  /// optional of its own, boxed by `@PresentationState`); a struct cannot hold an optional of
  /// itself without a box, so the child is a feature of its own, and nothing in the test changes
  /// it.
  struct Child: Reducer {
    struct State: Equatable {
      var count = 0
    }

    enum Action {
      case tap
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .tap = action {
          state.count += 1
        }
      }
    }
  }

  /// A parent counting its taps, with an optional child (the original's `@PresentationState`).
  struct Feature: Reducer {
    struct State: Equatable {
      var count = 0
      var child: Child.State?
    }

    enum Action: CasePathable {
      case child(PresentationAction<Child.Action>)
      case tap

      struct AllCasePaths {
        var child: AnyCasePath<Action, PresentationAction<Child.Action>> {
          AnyCasePath(embed: Action.child) {
            guard case .child(let action) = $0 else { return nil }
            return action
          }
        }
      }

      static let allCasePaths = AllCasePaths()
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .tap = action {
          state.count += 1
        }
      }
      .ifLet(\.child, action: \.child) { Child() }
    }
  }
}
