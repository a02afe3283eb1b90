import StoreModels
import TestSupport
import Testing

/// The store library's `IfCaseLetReducerTests` (`Tests/ComposableArchitectureTests/Reducers/`
/// `IfCaseLetReducerTests.swift` at its HEAD; the same four cases at 1.7.0, `testNilChild` there
/// only in debug builds): a child reducer run on one case of an enum state changes the state
/// while it is in that case, and an action for that case while the state is in another is
/// reported. Each test has the original's name.
///
/// Each runs the lab's ``Reducer/ifCaseLet(_:action:then:)`` where the original runs the
/// library's, which runs the child first, then the parent (`IfCaseLetReducer.swift` lines
/// 135–143 at HEAD, 161–169 at 1.7.0). Until the lab had one, a ``Scope`` on the case listed
/// before the parent stood in; the assertions are unchanged but for the warning's name, now
/// `IfCaseLet<Int>`. The originals' state is a `Result`; here it is an enum of the same shape
/// that lists its case paths. Not ported, with the reasons in docs/peer-suites.md:
/// `testEffectCancellation_Siblings` and `testIdentifiableChild` (a child's effects, cancelled
/// when the state changes case or identity; the lab's reducers return no effects).
@Suite("Library: IfCaseLetReducerTests")
struct LibraryIfCaseLetReducerTests {
  private typealias Feature = LibraryIfCaseLet.Feature
  private typealias Handled = LibraryIfCaseLet.Handled
  private typealias Outcome = LibraryIfCaseLet.Outcome
  private typealias SomeError = LibraryIfCaseLet.SomeError

  @Test("a case's child sets the case's payload, the child's reducer first, then the parent's")
  func testChildAction() {
    var handled: [Handled] = []
    let store = Store(initialState: .success(0)) { Feature { handled.append($0) } }

    let log = recordedEvents {
      store.send(.success(1))
      #expect(store.withState(\.self) == .success(1))
      store.send(.failure(SomeError()))
      #expect(store.withState(\.self) == .success(1))
      store.send(.success(-1))
      #expect(store.withState(\.self) == .success(-1))
      // NB: the original's child answers a negative number with an effect that sends
      // `.success(0)`, which its `TestStore` receives; the lab's reducers return no effects, so
      // that action is sent here by hand.
      store.send(.success(0))
      #expect(store.withState(\.self) == .success(0))
    }

    // NB: the original's parent does nothing, so it cannot show the order; both reducers of the
    // fixture record what they handle. An action that is not the case's runs the parent alone.
    #expect(
      handled == [
        .child(1), .parent(.success(1)), .parent(.failure(SomeError())),
        .child(-1), .parent(.success(-1)), .child(0), .parent(.success(0)),
      ])
    #expect(log == [])
  }

  @Test("an action for a case the state is not in is ignored with a warning; the parent runs")
  func testNilChild() {
    // NB: the original's parent is an empty reducer and its child an empty block, and it expects
    // the issue the library reports, which prints the action and the state; the lab's warning
    // (a `Scope` on a case gives the same one) names the action and the case the state is in,
    // and of the library's three ways such an action comes about, the last, a send from a store
    // kept from before. The library runs the parent whatever the child found (`_reduce` calls it
    // after `reduceChild` returns); here the parent records what it handles, to show that.
    var handled: [Handled] = []
    let store = Store<Outcome, Outcome>(initialState: .failure(SomeError())) {
      Reduce { _, action in handled.append(.parent(action)) }
        .ifCaseLet(\.success, action: \.success) {}
    }

    let log = recordedEvents { store.send(.success(1)) }

    #expect(store.withState(\.self) == .failure(SomeError()))
    #expect(handled == [.parent(.success(1))])
    #expect(
      log == [
        """
        IfCaseLet<Int>.warning: ignored success(1) while the state is in case failure; if it \
        changed case, a store kept from before sent it
        """
      ])
  }
}

/// The feature of the library's `IfCaseLetReducerTests`: a result whose `success` case holds a
/// number that the case's action sets. Each reducer reports what it handles to the closure the
/// feature is made with.
enum LibraryIfCaseLet {
  struct SomeError: Error, Equatable {}

  /// The originals' `Result<Int, SomeError>`, listing its case paths; it is both the state and
  /// the action.
  enum Outcome: Equatable, CasePathable {
    case success(Int)
    case failure(SomeError)

    struct AllCasePaths {
      var success: AnyCasePath<Outcome, Int> {
        AnyCasePath(embed: Outcome.success) {
          guard case .success(let value) = $0 else { return nil }
          return value
        }
      }
    }

    static let allCasePaths = AllCasePaths()
  }

  /// A reducer's call, as reported by ``Feature``.
  enum Handled: Equatable {
    case child(Int)
    case parent(Outcome)
  }

  struct Feature: Reducer {
    typealias State = Outcome
    typealias Action = Outcome

    let handled: (Handled) -> Void

    var body: some ReducerOf<Self> {
      Reduce { _, action in handled(.parent(action)) }
        .ifCaseLet(\.success, action: \.success) {
          Reduce<Int, Int> { state, action in
            handled(.child(action))
            state = action
          }
        }
    }
  }
}
