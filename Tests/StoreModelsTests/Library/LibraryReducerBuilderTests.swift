import StoreModels
import TestSupport
import Testing

/// The store library's `ReducerBuilderTests` (`Tests/ComposableArchitectureTests/`
/// `ReducerBuilderTests.swift` at its HEAD; the same at 1.7.0): checks that a reducer builder
/// block compiles with an `any Reducer` in it, with `if #available` branches, and, in a fixture's
/// `testFlowControl` property, with `if`, `if`–`else` and `for`. The originals are top-level
/// functions and a property that nothing runs; here each is a test that builds the same forms
/// (``ReducerBuilder``'s `buildExpression` of an existential, `buildLimitedAvailability`,
/// `buildOptional`, `buildEither` and `buildArray`), sends one action through a store, and
/// checks the state after it: the names of the reducers that ran, in the order they ran. The
/// third test takes `testFlowControl`'s name. The originals' reducers are empty; the fixture's
/// ``LibraryReducerBuilder/Step`` appends its name to the state. Not ported: the fixtures' other
/// bodies (`Root`'s `CombineReducers`, `Scope`s, `ifLet`s, `ifCaseLet`s and `forEach`, and four
/// one-operator examples, three of them through a `\.self` case path, which the lab's
/// hand-written case paths lack), which check only that the operators' generic arguments are
/// inferred inside a builder.
@Suite("Library: ReducerBuilderTests")
struct LibraryReducerBuilderTests {
  private typealias Step = LibraryReducerBuilder.Step
  private typealias Unavailable = LibraryReducerBuilder.Unavailable
  private typealias FlowControl = LibraryReducerBuilder.FlowControl
  private typealias State = LibraryReducerBuilder.State
  private typealias Action = LibraryReducerBuilder.Action

  @Test("a reducer typed `any Reducer` in a block runs in its place, after the one before it")
  func testExistentialReducers() {
    let reducer = CombineReducers {
      Step(name: "concrete")
      Step(name: "existential") as any ReducerOf<Step>
    }
    // NB: the existential is wrapped in a `Reduce` (the disfavoured `buildExpression`), so the
    // block keeps one concrete type; the concrete reducer keeps its own.
    #expect(
      type(of: reducer)
        == CombineReducers<
          State, Action, ReducerBuilder<State, Action>._Sequence<Step, Reduce<State, Action>>
        >
        .self)
    let store = Store(initialState: State()) { reducer }

    let log = recordedEvents { store.send(.tap) }

    #expect(store.withState(\.ran) == ["concrete", "existential"])
    #expect(log == [])
  }

  @Test(
    """
    an `if #available` branch is built with its reducer's type hidden, and runs when the system \
    is new enough
    """)
  func testLimitedAvailability() {
    let reducer = CombineReducers {
      Step(name: "before")
      if #available(iOS 9999, macOS 9999, tvOS 9999, visionOS 9999, watchOS 9999, *) {
        Unavailable()
      } else if #available(iOS 8888, macOS 8888, tvOS 8888, visionOS 8888, watchOS 8888, *) {
        EmptyReducer()
      }
    }
    // NB: both branches are wrapped in a `Reduce` (`buildLimitedAvailability`), so the body's
    // type does not name `Unavailable`: what lets the original compile for systems where it does
    // not exist. The `else if` without an `else` makes the two branches optional.
    #expect(
      type(of: reducer)
        == CombineReducers<
          State, Action,
          ReducerBuilder<State, Action>._Sequence<
            Step,
            ReducerBuilder<State, Action>._Conditional<
              Reduce<State, Action>, Reduce<State, Action>
            >?
          >
        >.self)
    let store = Store(initialState: State()) { reducer }

    let log = recordedEvents { store.send(.tap) }

    // NB: an availability condition names Apple's systems, and its `*` stands for every other:
    // on Linux it holds, whatever the versions, so the first branch runs here (checked on this
    // toolchain); on an Apple system no version 9999 exists yet, neither condition holds, and
    // nothing runs after `before`.
    #if canImport(Darwin)
      #expect(store.withState(\.ran) == ["before"])
    #else
      #expect(store.withState(\.ran) == ["before", "unavailable"])
    #endif
    #expect(log == [])
  }

  @Test(
    """
    `if`, `if`–`else` and `for` in a block run the branches taken, nothing for an `if` not taken, \
    and every pass of a loop in order
    """)
  func testFlowControl() {
    let taken = Store(initialState: State()) { FlowControl(condition: true) }
    let skipped = Store(initialState: State()) { FlowControl(condition: false) }

    let log = recordedEvents {
      taken.send(.tap)
      skipped.send(.tap)
    }

    // NB: the last `if #available` holds on Linux (see `testLimitedAvailability`).
    #if canImport(Darwin)
      let available: [String] = []
    #else
      let available = ["unavailable"]
    #endif
    let passes = (1...10).map { "for \($0)" }
    #expect(taken.withState(\.ran) == ["if", "then"] + passes + available)
    #expect(skipped.withState(\.ran) == ["else"] + passes + available)
    #expect(log == [])
  }
}

/// The fixtures of the library's `ReducerBuilderTests`: reducers that append their names to the
/// state, one of them marked unavailable before a future version of every Apple system.
enum LibraryReducerBuilder {
  /// The names of the reducers that ran, in order.
  struct State: Equatable {
    var ran: [String] = []
  }

  enum Action: Equatable {
    case tap
  }

  /// Appends its name to the state on every action: the originals' `Test` (and `Root`), which do
  /// nothing.
  struct Step: Reducer {
    typealias State = LibraryReducerBuilder.State
    typealias Action = LibraryReducerBuilder.Action

    let name: String

    func reduce(into state: inout State, action: Action) {
      state.ran.append(name)
    }
  }

  /// Appends `unavailable`; the originals' `Unavailable`, declared for systems that do not exist
  /// yet.
  @available(iOS, introduced: 9999)
  @available(macOS, introduced: 9999)
  @available(tvOS, introduced: 9999)
  @available(visionOS, introduced: 9999)
  @available(watchOS, introduced: 9999)
  struct Unavailable: Reducer {
    var body: some ReducerOf<Step> {
      Step(name: "unavailable")
    }
  }

  /// The originals' `testFlowControl` body, with `condition` for its `if true` and its
  /// `Bool.random()`, so that a test can take either branch, and a `Step` for its `else`'s
  /// `EmptyReducer`, so that the branch shows.
  struct FlowControl: Reducer {
    typealias State = LibraryReducerBuilder.State
    typealias Action = LibraryReducerBuilder.Action

    let condition: Bool

    var body: some ReducerOf<Self> {
      if condition {
        Step(name: "if")
      }

      if condition {
        Step(name: "then")
      } else {
        Step(name: "else")
      }

      for pass in 1...10 {
        Step(name: "for \(pass)")
      }

      if #available(iOS 9999, macOS 9999, tvOS 9999, visionOS 9999, watchOS 9999, *) {
        Unavailable()
      }
    }
  }
}
