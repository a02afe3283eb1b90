import StoreModels
import TestSupport
import Testing

/// The store library's `ScopeLoggerTests` (`Tests/ComposableArchitectureTests/`
/// `ScopeLoggerTests.swift`, the same case at 1.7.0 and at its HEAD): a send through the cached
/// store of one element of a stack makes, releases and re-scopes no store. The test has the
/// original's name.
///
/// The original turns on the library's `Logger` (`@_spi(Logging)`), which writes a line when a
/// store or a view store is made or released (`Store….init`, `Store….deinit`, `ViewStore….init`,
/// …), and expects no line for the send. From 1.5.0 to 1.5.5 the logger also wrote
/// `Store….scope` whenever a child store was handed a state re-derived from its parent's, and the
/// test expected one such line for this send; since the store scope overhaul (1.5.6, #2664) child
/// stores derive their state from the root when read, and it expects none. The lab's event log
/// records the same creations and releases, and a `scope` for every scope a store computes (a
/// cache miss or a closure scope); its child stores also derive their state when read, and the
/// state a send hands the cached ones (to compare identities) is logged under no event.
@Suite("Library: ScopeLoggerTests")
struct LibraryScopeLoggerTests {
  private typealias Navigation = LibraryScopeLogger.Navigation

  @Test(
    "a send through a cached element store makes, releases and scopes no store",
    arguments: [StoreRules.release1_7, .lab])
  func testScoping(rules: StoreRules) {
    // NB: the original's stack is a `StackState`, whose first element has the id 0; the lab's
    // stack is an identified array, so the element has the id 0 itself, and its store comes from
    // the collection scope (cached by id) rather than from a key path through `[id: 0]!`.
    let store = Store(initialState: Navigation.State(path: [.init(id: 0)]), rules: rules) {
      Navigation()
    }
    let viewStore = ViewStore(store, observe: { $0 })
    let pathStores = store.scope(state: \.path, action: \.path)
    let elementStore = pathStores[0]

    let log = recordedEvents { elementStore.send(.incrementButtonTapped) }

    // NB: the library's logger has no line for a view store that publishes; the lab's log has
    // one, the root's view store seeing the new count: an extra check that the send arrived.
    #expect(log == ["ViewStoreOf<LibraryScopeLogger.Navigation>.viewStorePublish"])
    #expect(viewStore.path[id: 0]?.count == 1)
    #expect(store.scope(state: \.path, action: \.path)[0] === elementStore)
  }
}

/// The features of the library's `ScopeLoggerTests`: a stack of counters over plain (not
/// observable) state, the view-store era's.
enum LibraryScopeLogger {
  /// The stack (the library's `NavigationTestCaseView.Feature`): it runs each counter's reducer
  /// and does nothing of its own.
  struct Navigation: Reducer {
    struct State: Equatable {
      var path: IdentifiedArrayOf<Basics.State> = []
    }

    enum Action: CasePathable {
      case path(IdentifiedAction<Int, Basics.Action>)

      struct AllCasePaths {
        var path: AnyCasePath<Action, IdentifiedAction<Int, Basics.Action>> {
          AnyCasePath(embed: Action.path) {
            guard case .path(let action) = $0 else { return nil }
            return action
          }
        }
      }

      static let allCasePaths = AllCasePaths()
    }

    var body: some ReducerOf<Self> {
      Reduce { _, _ in }
        .forEach(\.path, action: \.path) { Basics() }
    }
  }

  /// A counter on the stack (the library's `BasicsView.Feature`).
  // NB: the original also has a dismiss button, whose effect calls the `dismiss` dependency; the
  // lab's reducers have neither effects nor dependencies, and the test never taps it.
  struct Basics: Reducer {
    struct State: Equatable, Identifiable {
      let id: Int
      var count = 0
    }

    enum Action {
      case decrementButtonTapped
      case incrementButtonTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .decrementButtonTapped: state.count -= 1
        case .incrementButtonTapped: state.count += 1
        }
      }
    }
  }
}
