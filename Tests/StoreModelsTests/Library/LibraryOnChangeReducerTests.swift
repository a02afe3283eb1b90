import StoreModels
import TestSupport
import Testing

/// The store library's `OnChangeReducerTests` (`Tests/ComposableArchitectureTests/Reducers/`
/// `OnChangeReducerTests.swift` at its HEAD; the first three cases at 1.7.0, `testSharedState`
/// added with `@Shared` in 1.10.0, #2858): `onChange(of:)` runs its reducer after the base
/// reducer, on the same action, only when the value read from the state differs from the value
/// read before the base ran, by `==` or by a `removeDuplicates` predicate. Each test has the
/// original's name. The originals run a `TestStore`; here a plain store is sent to and its state
/// compared whole after each send (the state half of the `TestStore`'s exhaustivity, not its check
/// that no action or effect went unasserted). Where an original's `onChange` reducer returns
/// `.send(action)`, the fixture's reports the action to the closure the feature is made with (the
/// lab's reducers return no effects), so the tests pin when the original's effect would run; the
/// action is then sent by hand, as its `TestStore` receives it.
@Suite("Library: OnChangeReducerTests")
struct LibraryOnChangeReducerTests {
  private typealias Counter = LibraryOnChange.Counter
  private typealias Children = LibraryOnChange.Children
  private typealias Child = LibraryOnChange.Children.Child
  private typealias Sum = LibraryOnChange.Sum
  private typealias SharedCounter = LibraryOnChange.SharedCounter
  private typealias SharedCount = LibraryOnChange.SharedCount

  @Test("onChange runs its reducer after the base, with the new value, only when the value changed")
  func testOnChange() {
    var effects: [Counter.Action] = []
    let store = Store(initialState: Counter.State()) { Counter { effects.append($0) } }

    let log = recordedEvents {
      store.send(.incrementButtonTapped)
      #expect(store.withState(\.self) == Counter.State(count: 1, description: "!"))
      #expect(effects == [])

      store.send(.incrementButtonTapped)
      #expect(store.withState(\.self) == Counter.State(count: 2, description: "!!"))
      #expect(effects == [.decrementButtonTapped])

      // NB: the original's `onChange` reducer answers a count above 1 with an effect that sends
      // `decrementButtonTapped`, which its `TestStore` receives; sent here by hand. The count
      // changes again, so the `onChange` reducer runs again, and asks for nothing this time.
      store.send(.decrementButtonTapped)
      #expect(store.withState(\.self) == Counter.State(count: 1, description: "!"))
      #expect(effects == [.decrementButtonTapped])
    }
    #expect(log == [])
  }

  @Test(
    "removeDuplicates decides what counts as a change: a child's change inside the array is none")
  func testOnChangeChildStates() {
    // NB: the original's parent integrates its children with `forEach` and a case path to an
    // action carrying an id and the child's action; the lab's `forEach` takes a case path to an
    // `IdentifiedAction`, so the action is `.child(.element(id:action:))`.
    let store = Store(initialState: Children.State(childStates: [Child.State(id: 0)])) {
      Children()
    }

    let log = recordedEvents {
      // NB: the child's counter changes, but its ids do not, so the `onChange` reducer does not
      // run.
      store.send(.child(.element(id: 0, action: .incrementButtonTapped)))
      #expect(
        store.withState(\.self)
          == Children.State(childStates: [Child.State(id: 0, counter: 1)]))

      // NB: a child is added: the ids change, and the `onChange` reducer counts it.
      store.send(.addChildState(Child.State(id: 1)))
      #expect(
        store.withState(\.self)
          == Children.State(
            childStates: [Child.State(id: 0, counter: 1), Child.State(id: 1)],
            onChangeUpdateCounter: 1))

      store.send(.child(.element(id: 1, action: .incrementButtonTapped)))
      #expect(
        store.withState(\.self)
          == Children.State(
            childStates: [Child.State(id: 0, counter: 1), Child.State(id: 1, counter: 1)],
            onChangeUpdateCounter: 1))
    }
    #expect(log == [])
  }

  @Test("a tuple compared with == runs onChange when either part changed, and not otherwise")
  func testOnChangeTuple() {
    var effects: [Sum.Action] = []
    let store = Store(initialState: Sum.State()) { Sum { effects.append($0) } }

    let log = recordedEvents {
      store.send(.incrementButtonTapped)
      #expect(store.withState(\.self) == Sum.State(countA: 1, countB: 1))
      #expect(effects == [.updateSum(2)])

      // NB: the original's `onChange` reducer answers the change with an effect that sends
      // `updateSum` with the two counts' sum, which its `TestStore` receives; sent here by hand.
      // It changes neither count, so the `onChange` reducer does not run.
      store.send(.updateSum(2))
      #expect(store.withState(\.self) == Sum.State(countA: 1, countB: 1, sum: 2))
      #expect(effects == [.updateSum(2)])

      // NB: the original's `TestStore` would fail on an effect it did not receive; here, no new
      // action is asked for.
      store.send(.noop)
      #expect(store.withState(\.self) == Sum.State(countA: 1, countB: 1, sum: 2))
      #expect(effects == [.updateSum(2)])
    }
    #expect(log == [])
  }

  @Test("a value written through a reference the state holds is read before and after, old and new")
  func testSharedState() {
    // NB: the original's count is `@Shared(.fileStorage(…))`, a reference the state holds, and
    // its reducer writes through it (`$count.withLock`), so the state's stored reference is the
    // same before and after while the value read through it changes. The lab has no `@Shared`: a
    // reference of the fixture's own stands in (`SharedCount`), read and written the same way;
    // the original's `Count`, a struct of one number, is the number itself. What the file storage
    // adds, persisting the value, is not modelled.
    let store = Store(initialState: SharedCounter.State()) { SharedCounter() }

    let log = recordedEvents {
      store.send(.incrementButtonTapped)
      #expect(
        store.withState(\.self)
          == SharedCounter.State(
            sharedCount: SharedCount(value: 1), description: "old: 0, new: 1"))

      store.send(.incrementButtonTapped)
      #expect(
        store.withState(\.self)
          == SharedCounter.State(
            sharedCount: SharedCount(value: 2), description: "old: 1, new: 2"))
    }
    #expect(log == [])
  }
}

/// The features of the library's `OnChangeReducerTests`, one per test. Where an original's
/// `onChange` reducer returns an effect that sends an action, the fixture's reports that action
/// to the closure the feature is made with.
enum LibraryOnChange {
  /// A count, and a description of it, set by `onChange` to as many `!` as the count; above 1,
  /// `onChange` asks for a decrement.
  struct Counter: Reducer {
    struct State: Equatable {
      var count = 0
      var description = ""
    }

    enum Action: Equatable {
      case decrementButtonTapped
      case incrementButtonTapped
    }

    /// Told each action the original's effect sends.
    let effects: (Action) -> Void

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .decrementButtonTapped: state.count -= 1
        case .incrementButtonTapped: state.count += 1
        }
      }
      .onChange(of: \.count) { _, newValue in
        Reduce { state, _ in
          state.description = String(repeating: "!", count: newValue)
          if newValue > 1 { effects(.decrementButtonTapped) }
        }
      }
    }
  }

  /// Children in an identified array, each with a counter, and a count of the times `onChange`
  /// saw the children's ids change.
  struct Children: Reducer {
    struct Child: Reducer {
      struct State: Equatable, Identifiable {
        let id: Int
        var counter = 0
      }

      enum Action: Equatable {
        case incrementButtonTapped
      }

      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .incrementButtonTapped: state.counter += 1
          }
        }
      }
    }

    struct State: Equatable {
      var childStates: IdentifiedArrayOf<Child.State>
      var onChangeUpdateCounter = 0
    }

    enum Action: Equatable, CasePathable {
      case addChildState(Child.State)
      case child(IdentifiedAction<Int, Child.Action>)

      struct AllCasePaths {
        var child: AnyCasePath<Action, IdentifiedAction<Int, Child.Action>> {
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
        switch action {
        case .addChildState(let childState): state.childStates.append(childState)
        case .child: break
        }
      }
      .forEach(\.childStates, action: \.child) { Child() }
      .onChange(of: \.childStates, removeDuplicates: { $0.ids == $1.ids }) { _, _ in
        Reduce { state, _ in state.onChangeUpdateCounter += 1 }
      }
    }
  }

  /// Two counts incremented together and their sum, which `onChange` asks to update when either
  /// count changed.
  struct Sum: Reducer {
    struct State: Equatable {
      var countA = 0
      var countB = 0
      var sum = 0
    }

    enum Action: Equatable {
      case incrementButtonTapped
      case noop
      case updateSum(Int)
    }

    /// Told each action the original's effect sends.
    let effects: (Action) -> Void

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .incrementButtonTapped:
          state.countA += 1
          state.countB += 1
        case .noop: break
        case .updateSum(let sum): state.sum = sum
        }
      }
      .onChange(of: { ($0.countA, $0.countB) }, removeDuplicates: ==) { _, _ in
        Reduce { state, _ in effects(.updateSum(state.countA + state.countB)) }
      }
    }
  }

  /// The stand-in for the original's `@Shared` count: a reference, compared by its value, whose
  /// value is changed in place.
  final class SharedCount: Equatable {
    private(set) var value: Int

    init(value: Int = 0) {
      self.value = value
    }

    /// Changes the value in place, as the original's `$count.withLock` does.
    func withLock(_ change: (inout Int) -> Void) {
      change(&value)
    }

    static func == (lhs: SharedCount, rhs: SharedCount) -> Bool {
      lhs.value == rhs.value
    }
  }

  /// A count held through a reference, and a description of its last change, set by `onChange`.
  struct SharedCounter: Reducer {
    struct State: Equatable {
      var sharedCount = SharedCount()
      var description = ""

      /// The value the state's reference holds: what the original's `count` reads.
      var count: Int { sharedCount.value }
    }

    enum Action: Equatable {
      case incrementButtonTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .incrementButtonTapped: state.sharedCount.withLock { $0 += 1 }
        }
      }
      .onChange(of: \.count) { oldValue, newValue in
        Reduce { state, _ in state.description = "old: \(oldValue), new: \(newValue)" }
      }
    }
  }
}
