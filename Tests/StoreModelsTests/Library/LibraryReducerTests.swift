import StoreModels
import TestSupport
import Testing

/// The store library's `ReducerTests` (`Tests/ComposableArchitectureTests/ReducerTests.swift` at
/// its HEAD; the same five cases at 1.7.0): a `Reduce` run directly changes the state it is
/// handed, and two reducers combined both run on one send. Each test has the original's name.
/// Not ported: `testCombine_EffectsAreMerged` (the two reducers' effects, with a test clock, run
/// side by side rather than one after the other), `testDefaultSignpost` and
/// `testDisabledSignpost` (the `signpost` modifier, which wraps a reducer's actions and effects in
/// `os_signpost` intervals; the lab has neither effects nor signposts, and reports through its
/// `EventLog`); see docs/peer-suites.md.
@Suite("Library: ReducerTests")
struct LibraryReducerTests {
  private typealias Handled = LibraryReducer.Handled
  private typealias Increment = LibraryReducer.Increment

  @Test("a Reduce run directly changes the state it is handed, in place")
  func testCallableAsFunction() {
    // NB: the name is from the library's first reducers, which were called as functions; its
    // HEAD keeps the test, marked deprecated, calling `reduce(into:action:)` as this does. The
    // original's closure returns `.none`; the lab's returns nothing.
    let reducer = Reduce<Int, Void> { state, _ in state += 1 }
    var state = 0

    reducer.reduce(into: &state, action: ())

    #expect(state == 1)
  }

  @Test(
    "two reducers combined both run on one send, in order, the second on the state the first left")
  func testCombine() {
    // NB: the original combines two copies of a feature that adds one and starts an effect,
    // inside `CombineReducers` at HEAD (directly in the `TestStore`'s builder at 1.7.0), as this
    // does. (Until the lab had `CombineReducers`, a feature's `body` listing the two stood in.)
    // The original's other assertion, that both effects ran, is not ported: the lab's reducers
    // return none. Its two features both add one, so the order cannot show there; the
    // fixture's record what they are handed. The library runs the first reducer of a sequence
    // and then the second (`ReducerBuilder._Sequence`, `ReducerBuilder.swift` lines 115–117 at
    // HEAD, 130–132 at 1.7.0).
    var handled: [Handled] = []
    let store = Store(initialState: 0) {
      CombineReducers {
        Increment(name: "first") { handled.append($0) }
        Increment(name: "second") { handled.append($0) }
      }
    }

    let log = recordedEvents { store.send(.increment) }

    #expect(store.withState(\.self) == 2)
    #expect(handled == [Handled(reducer: "first", state: 0), Handled(reducer: "second", state: 1)])
    #expect(log == [])
  }
}

/// The feature of the library's `ReducerTests`: a counter that adds one.
enum LibraryReducer {
  /// An ``Increment``'s call: its name and the state it was handed.
  struct Handled: Equatable {
    let reducer: String
    let state: Int
  }

  /// Adds one to its state on every action, reporting the state it was handed first.
  struct Increment: Reducer {
    typealias State = Int

    enum Action {
      case increment
    }

    let name: String
    let handled: (Handled) -> Void

    func reduce(into state: inout Int, action: Action) {
      handled(Handled(reducer: name, state: state))
      state += 1
    }
  }
}
