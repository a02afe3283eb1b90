import StoreModels
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
  private typealias Combined = LibraryReducer.Combined
  private typealias Handled = LibraryReducer.Handled

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

  @Test("two reducers in a body both run on one send, in order, each on the state the first left")
  func testCombine() {
    // NB: the original combines two copies of a feature that adds one and starts an effect,
    // inside `CombineReducers` at HEAD and directly in the `TestStore`'s builder at 1.7.0. The
    // lab has no `CombineReducers`; its reducer builder, a feature's `body`, is what that
    // wraps (`CombineReducers.swift` line 42 at HEAD runs the builder's reducers). The
    // original's other assertion, that both effects ran, is not ported: the lab's reducers
    // return none. Its two features both add one, so the order cannot show there; the
    // fixture's record what they are handed. The library runs the first reducer of a sequence
    // and then the second (`ReducerBuilder._Sequence`, `ReducerBuilder.swift` lines 115–117 at
    // HEAD, 130–132 at 1.7.0).
    var handled: [Handled] = []
    let store = Store(initialState: 0) { Combined { handled.append($0) } }

    let log = recordedEvents { store.send(.increment) }

    #expect(store.withState(\.self) == 2)
    #expect(handled == [Handled(reducer: "first", state: 0), Handled(reducer: "second", state: 1)])
    #expect(log == [])
  }
}

/// The features of the library's `ReducerTests`: a counter that adds one, and two of them in one
/// body.
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

  /// Two ``Increment``s, `first` and `second`, in one body.
  struct Combined: Reducer {
    typealias State = Int
    typealias Action = Increment.Action

    let handled: (Handled) -> Void

    init(handled: @escaping (Handled) -> Void) {
      self.handled = handled
    }

    var body: some ReducerOf<Self> {
      Increment(name: "first", handled: handled)
      Increment(name: "second", handled: handled)
    }
  }
}
