import StoreModels
import TestSupport
import Testing

/// The store library's `ForEachReducerTests` (`Tests/ComposableArchitectureTests/Reducers/`
/// `ForEachReducerTests.swift` at its HEAD; the same four cases at 1.7.0): an element's action
/// runs the element's reducer on that element and then the parent's, an action that is not an
/// element's runs the parent's alone, and one for an id the collection lacks is reported. Each
/// test has the original's name. The originals run a `TestStore`; here a plain store is sent to
/// and its state compared whole after each send, which keeps the state half of the `TestStore`'s
/// exhaustivity but not its check that no action or effect went unasserted. Both reducers of the
/// fixture record what they handle, so the order shows. Not ported:
/// `testAutomaticEffectCancellation` (an element's timer effect, cancelled when its element is
/// removed; the lab's reducers return no effects); see docs/peer-suites.md.
@Suite("Library: ForEachReducerTests")
struct LibraryForEachReducerTests {
  private typealias Elements = LibraryForEach.Elements
  private typealias Row = LibraryForEach.Elements.State.Row
  private typealias Handled = LibraryForEach.Handled

  @Test("an element's action changes that element, the element's reducer first, then the parent's")
  func testElementAction() {
    var handled: [Handled] = []
    let store = Store(
      initialState: Elements.State(rows: [
        Row(id: 1, value: "Blob"), Row(id: 2, value: "Blob Jr."), Row(id: 3, value: "Blob Sr."),
      ])
    ) { Elements { handled.append($0) } }

    let log = recordedEvents {
      store.send(.rows(.element(id: 1, action: "Blob Esq.")))
      #expect(
        store.withState(\.self)
          == Elements.State(rows: [
            Row(id: 1, value: "Blob Esq."), Row(id: 2, value: "Blob Jr."),
            Row(id: 3, value: "Blob Sr."),
          ]))

      store.send(.rows(.element(id: 2, action: "")))
      #expect(
        store.withState(\.self)
          == Elements.State(rows: [
            Row(id: 1, value: "Blob Esq."), Row(id: 2, value: ""), Row(id: 3, value: "Blob Sr."),
          ]))

      // NB: the original's element reducer answers an empty value with an effect that sends the
      // row "Empty", which its `TestStore` receives; the lab's reducers return no effects, so
      // the action that effect sends is sent here by hand, through the same route.
      store.send(.rows(.element(id: 2, action: "Empty")))
      #expect(
        store.withState(\.self)
          == Elements.State(rows: [
            Row(id: 1, value: "Blob Esq."), Row(id: 2, value: "Empty"),
            Row(id: 3, value: "Blob Sr."),
          ]))
    }

    // NB: the original's parent does nothing, so it cannot show the order; the library runs the
    // element's reducer before the parent's (`_ForEachReducer._reduce`, `ForEachReducer.swift`
    // lines 194–200 at HEAD, 222–228 at 1.7.0), so an element sees its action before its parent
    // can remove it.
    #expect(
      handled == [
        .element(id: 1, "Blob Esq."), .parent(.rows(.element(id: 1, action: "Blob Esq."))),
        .element(id: 2, ""), .parent(.rows(.element(id: 2, action: ""))),
        .element(id: 2, "Empty"), .parent(.rows(.element(id: 2, action: "Empty"))),
      ])
    #expect(log == [])
  }

  @Test("an action that is not an element's runs the parent's reducer only, and changes nothing")
  func testNonElementAction() {
    var handled: [Handled] = []
    let store = Store(initialState: Elements.State()) { Elements { handled.append($0) } }

    let log = recordedEvents { store.send(.buttonTapped) }

    #expect(store.withState(\.self) == Elements.State())
    #expect(handled == [.parent(.buttonTapped)])
    #expect(log == [])
  }

  @Test("an action for an id the collection lacks is ignored with a warning; the parent still runs")
  func testMissingElement() {
    // NB: the original's parent and element reducers are both empty and it expects the issue
    // the library reports; the fixture's own, recording, are used here, to show that the
    // element's does not run and the parent's still does (the library runs the parent whatever
    // the element found: `_reduce` calls it after `reduceForEach` returns). The library's
    // message lists three ways such an action comes about (a parent that removed the element
    // first, an effect in flight, a send to a store whose element has gone); the lab's warning
    // names the last, the only one without effects or a misordered parent.
    var handled: [Handled] = []
    let store = Store(initialState: Elements.State()) { Elements { handled.append($0) } }

    let log = recordedEvents { store.send(.rows(.element(id: 1, action: "Blob Esq."))) }

    #expect(store.withState(\.self) == Elements.State())
    #expect(handled == [.parent(.rows(.element(id: 1, action: "Blob Esq.")))])
    #expect(
      log == [
        """
        ForEach<LibraryForEach.Elements.State.Row>.warning: ignored "Blob Esq." for id 1, which \
        is not in the collection; if it was removed, a store kept from before sent it
        """
      ])
  }
}

/// The feature of the library's `ForEachReducerTests`: rows of plain (not observable) state, each
/// holding a string, whose action is the string it is set to. Each reducer reports what it
/// handles to the closure the feature is made with.
enum LibraryForEach {
  /// A reducer's call, as reported by ``Elements``.
  enum Handled: Equatable {
    case element(id: Int, String)
    case parent(Elements.Action)
  }

  struct Elements: Reducer {
    struct State: Equatable {
      struct Row: Equatable, Identifiable {
        var id: Int
        var value: String
      }

      var rows: IdentifiedArrayOf<Row> = []
    }

    enum Action: Equatable, CasePathable {
      case buttonTapped
      case rows(IdentifiedAction<Int, String>)

      struct AllCasePaths {
        var rows: AnyCasePath<Action, IdentifiedAction<Int, String>> {
          AnyCasePath(embed: Action.rows) {
            guard case .rows(let action) = $0 else { return nil }
            return action
          }
        }
      }

      static let allCasePaths = AllCasePaths()
    }

    let handled: (Handled) -> Void

    var body: some ReducerOf<Self> {
      Reduce { _, action in handled(.parent(action)) }
        .forEach(\.rows, action: \.rows) {
          Reduce<State.Row, String> { row, value in
            handled(.element(id: row.id, value))
            row.value = value
          }
        }
    }
  }
}
