import StoreModels
import Testing

/// The presentation `ifLet`'s `dismiss`: the parent runs while the child is still there, and the
/// child is removed only if the parent left the same presentation, told apart as the store
/// library's navigation ids tell them (`NavigationID.swift` lines 74–85 at HEAD d34c1dfe7a): by
/// the enum case and the `Identifiable` id of the state or of its case's payload; the state's
/// value and its observable identity do not count. The library's own tests pin one way each
/// (docs/peer-suites.md, `PresentationReducerTests`' `testRehydrate…` cases); these pin each
/// way the lab tells them apart, and that the parent sees the child.
@Suite("The presentation ifLet's dismiss")
struct PresentationReducerTests {
  private typealias Parent = PresentationFixtures.Parent

  @Test("the parent handles dismiss while the child is still presented")
  func parentSeesChildBeforeDismissal() {
    var seen: [Int?] = []
    let store = Store(initialState: Parent<Int>.State(child: 3)) {
      Parent<Int> { child in seen.append(child) }
    }

    store.send(.child(.dismiss))

    #expect(seen == [3])
    #expect(store.withState(\.child) == nil)
  }

  @Test("a child the parent changes in place is the same presentation, dismissed")
  func changedValueIsDismissed() {
    let store = Store(initialState: Parent<Plain>.State(child: Plain(count: 1))) {
      Parent<Plain> { child in child?.count = 2 }
    }

    store.send(.child(.dismiss))

    #expect(store.withState(\.child) == nil)
  }

  @Test("a child with the same id and other fields is the same presentation, dismissed")
  func sameIDIsDismissed() {
    let store = Store(initialState: Parent<Row>.State(child: Row(id: 1, title: "a"))) {
      Parent<Row> { child in child = Row(id: 1, title: "b") }
    }

    store.send(.child(.dismiss))

    #expect(store.withState(\.child) == nil)
  }

  @Test("a child with another id is another presentation, kept")
  func otherIDIsKept() {
    let store = Store(initialState: Parent<Row>.State(child: Row(id: 1, title: "a"))) {
      Parent<Row> { child in child = Row(id: 2, title: "a") }
    }

    store.send(.child(.dismiss))

    #expect(store.withState(\.child) == Row(id: 2, title: "a"))
  }

  @Test("an enum child moved to another case is another presentation, kept")
  func otherCaseIsKept() {
    let store = Store(initialState: Parent<Screen>.State(child: .detail(Plain(count: 1)))) {
      Parent<Screen> { child in child = .settings }
    }

    store.send(.child(.dismiss))

    #expect(store.withState(\.child) == .settings)
  }

  @Test("an enum child in the same case with another plain payload is dismissed")
  func samePlainCaseIsDismissed() {
    let store = Store(initialState: Parent<Screen>.State(child: .detail(Plain(count: 1)))) {
      Parent<Screen> { child in child = .detail(Plain(count: 2)) }
    }

    store.send(.child(.dismiss))

    #expect(store.withState(\.child) == nil)
  }

  @Test("an enum child in the same case with a payload of another id is kept")
  func otherPayloadIDIsKept() {
    let store = Store(initialState: Parent<Screen>.State(child: .row(Row(id: 1, title: "a")))) {
      Parent<Screen> { child in child = .row(Row(id: 2, title: "a")) }
    }

    store.send(.child(.dismiss))

    #expect(store.withState(\.child) == .row(Row(id: 2, title: "a")))
  }

  @Test("an enum child in the same case with a labelled payload of another id is kept")
  func otherLabelledPayloadIDIsKept() {
    let store = Store(
      initialState: Parent<Screen>.State(child: .labelled(row: Row(id: 1, title: "a")))
    ) {
      Parent<Screen> { child in child = .labelled(row: Row(id: 2, title: "a")) }
    }

    store.send(.child(.dismiss))

    #expect(store.withState(\.child) == .labelled(row: Row(id: 2, title: "a")))
  }

  @Test("an enum child moved to another case without a payload is another presentation, kept")
  func otherCaseWithoutPayloadIsKept() {
    let store = Store(initialState: Parent<Screen>.State(child: .settings)) {
      Parent<Screen> { child in child = .about }
    }

    store.send(.child(.dismiss))

    #expect(store.withState(\.child) == .about)
  }

  @Test("an identifiable enum's own id counts, not its payload's")
  func enumIDOverPayloadID() {
    let store = Store(initialState: Parent<Tab>.State(child: .row(Row(id: 1, title: "a")))) {
      Parent<Tab> { child in child = .row(Row(id: 2, title: "a")) }
    }

    store.send(.child(.dismiss))

    #expect(store.withState(\.child) == nil)
  }

  @Test("an observable child with a fresh observable identity is the same presentation")
  func observableIdentityDoesNotCount() {
    typealias Counter = EnumDestination.Counter.State
    let first = Counter()
    let second = Counter()
    #expect(first._$id != second._$id)
    let store = Store(initialState: Parent<Counter>.State(child: first)) {
      Parent<Counter> { child in child = second }
    }

    store.send(.child(.dismiss))

    #expect(store.withState(\.child) == nil)
  }
}

/// A parent that presents any state with an inert child reducer, and the states it presents.
enum PresentationFixtures {
  /// On its presentation's `dismiss`, hands its child to `dismissing`, which may change or
  /// replace it, before the `ifLet` decides whether it is the same presentation.
  struct Parent<Presented: Equatable>: Reducer {
    struct State: Equatable {
      var child: Presented?
    }

    enum Action: CasePathable {
      case child(PresentationAction<Never>)

      struct AllCasePaths {
        var child: AnyCasePath<Action, PresentationAction<Never>> {
          AnyCasePath(embed: Action.child) {
            guard case .child(let action) = $0 else { return nil }
            return action
          }
        }
      }

      static var allCasePaths: AllCasePaths { AllCasePaths() }
    }

    let dismissing: (inout Presented?) -> Void

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .child(.dismiss) = action {
          dismissing(&state.child)
        }
      }
      .ifLet(\.child, action: \.child) {}
    }
  }
}

/// A plain state: no cases, no id.
private struct Plain: Equatable {
  var count: Int
}

/// An identified state.
private struct Row: Equatable, Identifiable {
  let id: Int
  var title: String
}

/// An enum state whose cases carry a plain state, nothing, or an identified state, alone or
/// labelled.
private enum Screen: Equatable {
  case detail(Plain)
  case settings
  case about
  case row(Row)
  case labelled(row: Row)
}

/// An identifiable enum state, whose id is the same in every case.
private enum Tab: Equatable, Identifiable {
  case row(Row)

  var id: String { "tab" }
}
