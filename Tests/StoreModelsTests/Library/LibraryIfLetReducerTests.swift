import StoreModels
import TestSupport
import Testing

/// The store library's `IfLetReducerTests` (`Tests/ComposableArchitectureTests/Reducers/`
/// `IfLetReducerTests.swift` at its HEAD; the same six cases at 1.7.0, `testNilChild` there
/// only in debug builds): an action for a child whose state is `nil` is reported and the parent
/// still runs. The test has the original's name. Not ported, with the reasons in
/// docs/peer-suites.md: `testEffectCancellation`, `testGrandchildEffectCancellation` and
/// `testIdentifiableChild` (a child's effects, cancelled when its state goes or changes
/// identity; the lab's reducers return no effects), `testEphemeralState` and
/// `testEphemeralDismissal` (`AlertState`, which `ifLet` sets to `nil` after any of its actions;
/// the lab has no ephemeral state).
@Suite("Library: IfLetReducerTests")
struct LibraryIfLetReducerTests {
  private typealias Feature = LibraryIfLet.Feature
  private typealias Handled = LibraryIfLet.Handled

  @Test("an action for a nil child is ignored with a warning; the parent still runs")
  func testNilChild() {
    // NB: the original's parent and child reducers are both empty, its state the optional
    // itself (`\.self`) and its action `Void`, and it expects the issue the library reports.
    // The lab's `ifLet` needs an action enum with a case path, so the action is a one-case enum
    // whose case carries the child's `Void` action; both reducers record what they handle, to
    // show that the child's does not run and the parent's still does (the library's `_reduce`
    // runs the parent whatever `reduceChild` found: `IfLetReducer.swift` lines 153–161 at HEAD,
    // 218–226 at 1.7.0). The library's message lists three ways such an action comes about; the
    // lab's warning names the last, a send from a store kept from before.
    var handled: [Handled] = []
    let store = Store(initialState: Int?.none) { Feature { handled.append($0) } }

    let log = recordedEvents { store.send(.child) }

    #expect(store.withState(\.self) == nil)
    #expect(handled == [.parent(.child)])
    #expect(
      log == [
        """
        IfLet<Int>.warning: ignored (), sent to a child whose state is nil; if it was \
        dismissed, a store kept from before sent it
        """
      ])
  }
}

/// The feature of the library's `IfLetReducerTests.testNilChild`: an optional number with one
/// action, for the child. Each reducer reports what it handles to the closure the feature is made
/// with.
enum LibraryIfLet {
  /// A reducer's call, as reported by ``Feature``.
  enum Handled: Equatable {
    case child
    case parent(Feature.Action)
  }

  struct Feature: Reducer {
    typealias State = Int?

    enum Action: Equatable, CasePathable {
      case child

      struct AllCasePaths {
        var child: AnyCasePath<Action, Void> {
          AnyCasePath(embed: { _ in .child }) {
            guard case .child = $0 else { return nil }
            return ()
          }
        }
      }

      static let allCasePaths = AllCasePaths()
    }

    let handled: (Handled) -> Void

    var body: some ReducerOf<Self> {
      Reduce { _, action in handled(.parent(action)) }
        .ifLet(\.self, action: \.child) {
          Reduce<Int, Void> { _, _ in handled(.child) }
        }
    }
  }
}
