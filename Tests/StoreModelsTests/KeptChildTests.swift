import StoreModels
import TestSupport
import Testing

/// A child store whose state goes, under each rule set: 1.7.0's cache keeps it, invalid while
/// its state is gone and valid again, and found again, when the state returns
/// (`StoreRules.GoneChild.kept`; `Store.swift` lines 335–358 at 1.7.0); the lab's `store` evicts
/// it for good (`.evicted`, as since 1.21). No library test pins either (docs/peer-suites.md);
/// the recorded integration logs do, and `compare conformance` plays them at 1.7.0's rules.
@Suite("A gone child store, kept (1.7.0) or evicted (lab)")
struct KeptChildTests {
  private typealias Parent = OptionalChild.Parent

  @Test("1.7.0: an optional child that goes and comes back gets its old store, valid again")
  func optionalChildIsKept() throws {
    let store = Store(initialState: Parent.State(child: .init()), rules: .release1_7) { Parent() }
    // NB: held weakly, so only the parent's cache keeps it through the toggle.
    weak let first = store.scope(state: \.child, action: \.child)
    store.send(.toggleButtonTapped)
    #expect(first?.isInvalid == true)
    #expect(store.scope(state: \.child, action: \.child) == nil)
    store.send(.toggleButtonTapped)
    #expect(first?.isInvalid == false)
    let second = try #require(store.scope(state: \.child, action: \.child))
    #expect(first === second)
    second.send(.incrementButtonTapped)
    #expect(store.child?.count == 1)
    // NB: revived into the live cache, so its state going again is seen again.
    store.send(.toggleButtonTapped)
    #expect(second.isInvalid)
  }

  @Test("the lab's rules: the child's store goes with it, and the same child gets a new one")
  func optionalChildIsEvicted() throws {
    let store = Store(initialState: Parent.State(child: .init())) { Parent() }
    weak let first = store.scope(state: \.child, action: \.child)
    #expect(first != nil)
    store.send(.toggleButtonTapped)
    #expect(first == nil)
    store.send(.toggleButtonTapped)
    let held = try #require(store.scope(state: \.child, action: \.child))
    store.send(.toggleButtonTapped)
    store.send(.toggleButtonTapped)
    let second = try #require(store.scope(state: \.child, action: \.child))
    #expect(held !== second)
    #expect(held.isInvalid)
    #expect(!second.isInvalid)
  }

  @Test("1.7.0: a store under a kept child is invalid with it, and valid again with it")
  func grandchildFollowsKeptChild() throws {
    let (store, destination, counter) = try Self.showingCounter1()
    store.send(.toggle1ButtonTapped)
    #expect(destination.isInvalid)
    #expect(counter.isInvalid)
    store.send(.toggle1ButtonTapped)
    #expect(!destination.isInvalid)
    #expect(!counter.isInvalid)
    #expect(destination === store.scope(state: \.destination, action: \.destination))
    #expect(counter === destination.scope(state: \.counter1, action: \.counter1))
  }

  @Test("1.7.0: a parent that returns in another case leaves the old case's store invalid")
  func parentReturnsInAnotherCase() throws {
    let (store, destination, counter1) = try Self.showingCounter1()
    store.send(.toggle1ButtonTapped)
    store.send(.toggle2ButtonTapped)
    #expect(!destination.isInvalid)
    #expect(counter1.isInvalid)
    store.send(.toggle1ButtonTapped)
    #expect(!counter1.isInvalid)
    #expect(counter1 === destination.scope(state: \.counter1, action: \.counter1))
  }

  @Test("1.7.0: a case gone under a parent that goes too comes back with it, both valid")
  func goneGrandchildUnderGoneParent() throws {
    let (store, destination, counter1) = try Self.showingCounter1()
    store.send(.toggle2ButtonTapped)
    store.send(.toggle2ButtonTapped)
    #expect(destination.isInvalid)
    #expect(counter1.isInvalid)
    store.send(.toggle1ButtonTapped)
    #expect(!destination.isInvalid)
    #expect(!counter1.isInvalid)
    #expect(destination === store.scope(state: \.destination, action: \.destination))
    #expect(counter1 === destination.scope(state: \.counter1, action: \.counter1))
  }

  /// A seeded walk over the enum parent's actions: after every send, each store scoped so far is
  /// invalid exactly while its state is gone, and scoping finds it again while it is there.
  @Test("1.7.0: over a thousand random sends, a kept store is valid exactly while its state is")
  func validExactlyWhilePresent() {
    typealias Action = EnumDestination.Parent.Action
    let store = Store(
      initialState: EnumDestination.Parent.State(), rules: .release1_7
    ) { EnumDestination.Parent() }
    let actions: [Action] = [
      .toggle1ButtonTapped, .toggle2ButtonTapped, .toggleNoteButtonTapped,
      .destination(.counter1(.incrementButtonTapped)),
      .destination(.counter2(.dismissButtonTapped)),
    ]
    // NB: a fixed linear congruential sequence: the same walk on every run.
    var seed: UInt64 = 28
    func nextIndex() -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(actions.count))
    }
    var destination: StoreOf<EnumDestination.Destination>?
    var counter1: StoreOf<EnumDestination.Counter>?
    var note: StoreOf<EnumDestination.Note>?
    for _ in 0..<1000 {
      store.send(actions[nextIndex()])
      let state = store.destination
      if let scoped = store.scope(state: \.destination, action: \.destination) {
        #expect(destination == nil || destination === scoped)
        destination = scoped
        if let scoped = scoped.scope(state: \.counter1, action: \.counter1) {
          #expect(counter1 == nil || counter1 === scoped)
          counter1 = scoped
        }
        if let scoped = scoped.scope(state: \.note, action: \.note) {
          #expect(note == nil || note === scoped)
          note = scoped
        }
      }
      #expect(destination.map(\.isInvalid) != (state != nil))
      if case .counter1? = state {
        #expect(counter1?.isInvalid == false)
      } else {
        #expect(counter1?.isInvalid != false)
      }
      if case .note? = state {
        #expect(note?.isInvalid == false)
      } else {
        #expect(note?.isInvalid != false)
      }
    }
    #expect(destination != nil && counter1 != nil && note != nil)
  }

  @Test("1.7.0: a case that leaves keeps its store while another case shows; it returns valid")
  func otherCaseKeepsStore() throws {
    let (store, destination, counter1) = try Self.showingCounter1()
    let log = recordedEvents { store.send(.toggle2ButtonTapped) }
    #expect(log.isEmpty)
    #expect(counter1.isInvalid)
    #expect(!destination.isInvalid)
    // NB: a send to it is still ignored with a warning here; 1.7.0 sent it on to the parent's
    // reducer, which warned instead (docs/fidelity.md).
    #expect(
      recordedEvents { counter1.send(.incrementButtonTapped) } == [
        """
        StoreOf<EnumDestination.Counter>.warning: ignored incrementButtonTapped, sent to a store \
        whose state has gone (dismissed, removed, or in another case); send it through the store \
        the parent scopes now
        """
      ])
    store.send(.toggle1ButtonTapped)
    #expect(!counter1.isInvalid)
    #expect(counter1 === destination.scope(state: \.counter1, action: \.counter1))
  }

  @Test("a removed row's store: kept by 1.7.0's cache until the list goes, released by the lab's")
  func removedRow() {
    for (rules, keptAfterRemoval) in [(StoreRules.release1_7, true), (.lab, false)] {
      var store: StoreOf<CounterList.List>? = Store(
        initialState: CounterList.List.State(), rules: rules
      ) { CounterList.List() }
      store?.send(.addButtonTapped)
      weak let row = store?.scope(state: \.rows, action: \.rows).first
      row?.send(.removeButtonTapped)
      #expect(store?.rows.isEmpty == true)
      #expect((row != nil) == keptAfterRemoval, "\(rules)")
      // NB: asked only of the kept row; an evicted one is gone, as the line above checks.
      if keptAfterRemoval { #expect(row?.isInvalid == true, "\(rules)") }
      store = nil
      #expect(row == nil, "\(rules)")
    }
  }

  /// The enum parent at 1.7.0's rules, showing counter 1, with its destination's store and
  /// counter 1's.
  private static func showingCounter1() throws -> (
    StoreOf<EnumDestination.Parent>, StoreOf<EnumDestination.Destination>,
    StoreOf<EnumDestination.Counter>
  ) {
    let store = Store(
      initialState: EnumDestination.Parent.State(destination: .counter1(.init())),
      rules: .release1_7
    ) { EnumDestination.Parent() }
    let destination = try #require(store.scope(state: \.destination, action: \.destination))
    let counter1 = try #require(destination.scope(state: \.counter1, action: \.counter1))
    return (store, destination, counter1)
  }

  /// Removes a row on its Remove, puts the first row removed back on Add, and counts a row's
  /// increments.
  ///
  /// NB: the removed rows live outside the state, which has no field for them.
  private static func removingAndRestoring() -> Reduce<
    CounterList.List.State, CounterList.List.Action
  > {
    var removed: [CounterList.Row.State] = []
    return Reduce { state, action in
      switch action {
      case .rows(.element(let id, .removeButtonTapped)):
        if let row = state.rows.remove(id: id) { removed.append(row) }
      case .addButtonTapped:
        if !removed.isEmpty { state.rows.append(removed.removeFirst()) }
      case .rows(.element(let id, .incrementButtonTapped)):
        state.rows[id: id]?.count += 1
      default: break
      }
    }
  }

  /// NB: a gone row's store is looked up by the ids present when there are fewer of them than
  /// gone row stores (three removed, one put back: one id, three gone) and visited itself
  /// otherwise (one removed and put back); both ways find it when its id is back. The sends in
  /// between leave the ids alone, so they look nothing up (`GoneChildren`): the put-back's new
  /// ids must still be looked up.
  @Test(
    "1.7.0: a row removed and put back with its id gets its old store, valid again",
    arguments: [1, 3])
  func returningRow(removedCount: Int) throws {
    let store = Store(
      initialState: CounterList.List.State(rows: [.init(id: 1), .init(id: 2), .init(id: 3)]),
      rules: .release1_7
    ) { Self.removingAndRestoring() }
    let before = store.scope(state: \.rows, action: \.rows).map { $0 }
    for row in before.prefix(removedCount) { row.send(.removeButtonTapped) }
    #expect(before.map(\.isInvalid) == [true, removedCount > 1, removedCount > 2])
    for _ in 0..<3 { store.send(.rows(.element(id: 3, action: .incrementButtonTapped))) }
    #expect(store.rows.map(\.count) == (removedCount > 2 ? [] : [0, 3]))
    store.send(.addButtonTapped)
    #expect(before.map(\.isInvalid) == [false, removedCount > 1, removedCount > 2])
    let after = store.scope(state: \.rows, action: \.rows)
    #expect(after.contains { $0 === before[0] })
    before[0].send(.incrementButtonTapped)
    #expect(store.rows[id: 1]?.count == 1)
    // NB: revived into the live cache, so its row going again is seen again.
    before[0].send(.removeButtonTapped)
    #expect(before[0].isInvalid)
  }

  /// A parent whose own state is plain, so reading the child store reads no observable field on
  /// the way: only the child store's own notification reaches its readers.
  private enum PlainParent {
    typealias Child = LibraryObservable.ChildState

    struct State {
      var child: Child? = Child()
      /// The child as it was removed, to put back with its identity.
      var removed: Child?
    }

    enum Action: CasePathable {
      case remove, putBack, replace
      case child(Void)

      struct AllCasePaths {
        var child: AnyCasePath<Action, Void> {
          AnyCasePath(embed: Action.child) {
            guard case .child = $0 else { return nil }
            return ()
          }
        }
      }
      static let allCasePaths = AllCasePaths()
    }

    static func store() -> Store<State, Action> {
      Store(initialState: State(), rules: .release1_7) {
        Reduce<State, Action> { state, action in
          switch action {
          case .remove: (state.removed, state.child) = (state.child, nil)
          case .putBack: state.child = state.removed
          case .replace: state.child = Child()
          case .child: break
          }
        }
      }
    }
  }

  /// 1.7.0's kept store compared its state's identity after every send and told its readers
  /// only when it changed (`removeDuplicates` on `_$id`, `Store.swift` lines 385–402 at 1.7.0).
  @Test("1.7.0: a revived store tells its readers when its state came back new, not the same")
  func revivedStoreNotifiesOnNewIdentity() throws {
    let store = PlainParent.store()
    let child = try #require(store.scope(state: \.child, action: \.child))
    let sameBack = observe { _ = child.state }
    store.send(.remove)
    store.send(.putBack)
    #expect(!child.isInvalid)
    #expect(!sameBack.changed)
    let newBack = observe { _ = child.state }
    store.send(.remove)
    store.send(.replace)
    #expect(!child.isInvalid)
    #expect(newBack.changed)
  }

  /// A parent whose plain state holds an optional list, to take away and put back as it was.
  private enum ListHolder {
    typealias List = CounterList.List

    struct State {
      var list: List.State? = List.State(rows: [.init(id: 1), .init(id: 2)])
      /// The list as it was taken away, to put back with its identity and its rows' stamp.
      var removed: List.State?
    }

    enum Action: CasePathable {
      case remove, putBack
      case list(List.Action)

      struct AllCasePaths {
        var list: AnyCasePath<Action, List.Action> {
          AnyCasePath(embed: Action.list) {
            guard case .list(let action) = $0 else { return nil }
            return action
          }
        }
      }
      static let allCasePaths = AllCasePaths()
    }

    static func store() -> Store<State, Action> {
      Store(initialState: State(), rules: .release1_7) {
        Reduce<State, Action> { state, action in
          switch action {
          case .remove: (state.removed, state.list) = (state.list, nil)
          case .putBack: state.list = state.removed
          case .list: break
          }
        }
        .ifLet(\.list, action: \.list) { List() }
      }
    }
  }

  /// NB: the rows' array comes back with the stamp it went with, so only the store's forgetting
  /// its last stamp as it returns hands the rows their state.
  @Test("1.7.0: a list taken away and put back as it was makes its rows' stores valid again")
  func returningListRevivesRows() throws {
    let store = ListHolder.store()
    let list = try #require(store.scope(state: \.list, action: \.list))
    let rows = list.scope(state: \.rows, action: \.rows).map { $0 }
    store.send(.remove)
    #expect(rows.map(\.isInvalid) == [true, true])
    store.send(.putBack)
    #expect(!list.isInvalid)
    #expect(rows.map(\.isInvalid) == [false, false])
    rows[1].send(.incrementButtonTapped)
    #expect(store.withState(\.list?.rows[id: 2]?.count) == 1)
  }

  /// Removes a row on its Remove; Clear saves the rows as they are, and Add puts them back as
  /// saved: an older copy of the ids, of the generation they had then.
  private static func savingAndRestoring() -> Reduce<
    CounterList.List.State, CounterList.List.Action
  > {
    var saved = IdentifiedArrayOf<CounterList.Row.State>()
    return Reduce { state, action in
      switch action {
      case .rows(.element(let id, .removeButtonTapped)): state.rows.remove(id: id)
      case .clearButtonTapped: saved = state.rows
      case .addButtonTapped: state.rows = saved
      default: break
      }
    }
  }

  /// NB: the second put-back brings back ids the store last looked among, the first put-back's;
  /// row 2 went after that look, so the store must look again (`GoneChildren` forgets the ids it
  /// looked among when an element store goes).
  @Test("1.7.0: rows put back as saved twice revive the row gone since the first put-back")
  func savedRowsPutBackTwice() {
    let store = Store(
      initialState: CounterList.List.State(rows: [.init(id: 1), .init(id: 2), .init(id: 3)]),
      rules: .release1_7
    ) { Self.savingAndRestoring() }
    let rows = store.scope(state: \.rows, action: \.rows).map { $0 }
    store.send(.clearButtonTapped)
    rows[0].send(.removeButtonTapped)
    store.send(.addButtonTapped)
    #expect(rows.map(\.isInvalid) == [false, false, false])
    rows[1].send(.removeButtonTapped)
    #expect(rows.map(\.isInvalid) == [false, true, false])
    store.send(.addButtonTapped)
    #expect(rows.map(\.isInvalid) == [false, false, false])
    let again = store.scope(state: \.rows, action: \.rows)
    #expect(again.count == 3 && zip(again, rows).allSatisfy { $0 === $1 })
  }

  /// NB: the view-store helpers (`IfLetStore`, `ForEachStore`, `NavigationStackStore`) cache
  /// their stores apart from the scopes a send updates; they go and return with their store.
  @Test("1.7.0: a gone store's helper stores go with it, and come back with it")
  func helperStoresFollowTheirStore() throws {
    let store = Store(initialState: OptionalChild.Parent.State(child: .init()), rules: .release1_7)
    {
      OptionalChild.Parent()
    }
    let child = try #require(store.scope(state: \.child, action: \.child))
    let helper = child.scope(id: "helper", state: { $0 }, action: { $0 })
    store.send(.toggleButtonTapped)
    #expect(child.isInvalid)
    #expect(helper.isInvalid)
    store.send(.toggleButtonTapped)
    #expect(!child.isInvalid)
    #expect(!helper.isInvalid)
  }
}
