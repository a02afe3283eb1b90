import StoreModels
import TestSupport
import Testing

/// Before 1.5.6 every scoped store kept a copy of its state, which its parent pushed after every
/// send and logged as `<parent>.scope` (`Store.swift` lines 795–808 at 1.4.0): the rule
/// ``StoreRules/ScopedState/pushed``, which ``StoreRules/release1_4`` follows.
@Suite("State pushed to scoped stores (1.4.0)")
struct StatePushTests {
  /// A parent with a presentation of a counter and a field of its own.
  struct Sheet: Reducer {
    struct State {
      var child = PresentationState<Basics.Counter.State>(wrappedValue: nil)
      var other = 0
    }

    enum Action {
      case present
      case bumpOther
      case child(PresentationAction<Basics.Counter.Action>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .present: state.child.wrappedValue = Basics.Counter.State()
        case .bumpOther: state.other += 1
        case .child(.presented(.incrementButtonTapped)): state.child.wrappedValue?.count += 1
        case .child: break
        }
      }
    }
  }

  @Test("a send to the root pushes to every store below it, each line under its parent's name")
  func sendToTheRoot() {
    let root = Store(initialState: Favorites.App.State(), rules: .release1_4) { Favorites.App() }
    let app = root.scope(state: { $0 }, action: { $0 })
    let counter = app.scope(state: { $0.counter }, action: { .counter($0) })
    let log = recordedEvents { root.send(.counter(.incrementButtonTapped)) }
    #expect(log == ["StoreOf<Favorites.App>.push", "StoreOf<Favorites.App>.push"])
    #expect(counter.withState(\.count) == 1)
  }

  @Test("the store a send is made on logs no push of its own, but pushes to its children")
  func sendToAScopedStore() {
    let root = Store(initialState: Favorites.App.State(), rules: .release1_4) { Favorites.App() }
    let counter = root.scope(state: { $0.counter }, action: { .counter($0) })
    let sibling = root.scope(state: { $0 }, action: { $0 })
    let view = counter.scope(state: { $0.count }, action: { $0 })
    let log = recordedEvents { counter.send(.incrementButtonTapped) }
    // NB: the sibling's push and the view's; none for the counter's own edge.
    #expect(log == ["StoreOf<Favorites.App>.push", "StoreOf<Favorites.Counter>.push"])
    _ = (sibling, view)
  }

  @Test("an effect's send is made by the root: the store it goes through is pushed to as well")
  func sendFromAnEffect() {
    let root = Store(initialState: Favorites.App.State(), rules: .release1_4) { Favorites.App() }
    let counter = root.scope(state: { $0.counter }, action: { .counter($0) })
    let log = recordedEvents { counter.sendFromEffect(.incrementButtonTapped) }
    #expect(log == ["StoreOf<Favorites.App>.push"])
  }

  @Test("a store pushes nothing once released, and its parent no longer holds it")
  func releasedStoresAreNotPushed() {
    let root = Store(initialState: Favorites.App.State(), rules: .release1_4) { Favorites.App() }
    var counter: StoreOf<Favorites.Counter>? = root.scope(
      state: { $0.counter }, action: { .counter($0) })
    #expect(counter?.withState(\.count) == 0)
    #expect(recordedEvents { counter = nil } == ["StoreOf<Favorites.Counter>.deinit"])
    #expect(recordedEvents { root.send(.counter(.incrementButtonTapped)) } == [])
  }

  /// The relay drops released pushes as it walks, moving the live ones down over them: the
  /// stores left are still pushed, on this send and the next, a child after its parent (the
  /// counter's child takes its push only when the counter passed one on in the same walk), and a
  /// store made afterwards is pushed too. (A step's lines are compared sorted.)
  @Test("released stores between live ones: the rest are still pushed, each after its parent")
  func releasedStoresBetweenLiveOnes() {
    let root = Store(initialState: Favorites.App.State(), rules: .release1_4) { Favorites.App() }
    let counter = root.scope(state: { $0.counter }, action: { .counter($0) })
    var first: StoreOf<Favorites.App>? = root.scope(state: { $0 }, action: { $0 })
    let favorites = root.scope(state: { $0.favorites }, action: { $0 })
    let count = counter.scope(state: { $0.count }, action: { $0 })
    var last: StoreOf<Favorites.App>? = root.scope(state: { $0 }, action: { $0 })
    first = nil
    last = nil
    // NB: each line is logged under the parent's name: the counter's and the favorites' stores
    // are the root's children, the count's store the counter's. The two released stores, the
    // root's too, log nothing.
    let pushed = [
      "StoreOf<Favorites.App>.push", "StoreOf<Favorites.App>.push",
      "StoreOf<Favorites.Counter>.push",
    ]
    #expect(recordedEvents { root.send(.counter(.incrementButtonTapped)) } == pushed)
    #expect(recordedEvents { root.send(.counter(.incrementButtonTapped)) } == pushed)
    let favoriteCount = favorites.scope(state: { $0.count }, action: { $0 })
    #expect(
      recordedEvents { root.send(.counter(.incrementButtonTapped)) }
        == ["Store<[Int], Favorites.App.Action>.push"] + pushed)
    #expect(count.withState(\.self) == 3)
    _ = (first, last, favoriteCount)
  }

  @Test("an invalidate store drops a new state while both it and the old one are invalid")
  func invalidateDropsInvalidDuplicates() {
    let root = Store(initialState: OptionalChild.Parent.State(), rules: .release1_4) {
      OptionalChild.Parent()
    }
    let optional = root.scope(state: { $0.child }, action: { .child($0) })
    let invalidate = optional.invalidate { $0 == nil }
    let below = invalidate.scope(state: { $0 }, action: { $0 })
    // NB: nil to nil is a duplicate: only the optional's store takes it.
    #expect(
      recordedEvents { root.send(.observeCountButtonTapped) } == [
        "StoreOf<OptionalChild.Parent>.push"
      ])
    // nil to a child is not, nor is a child to nil.
    let shown =
      Array(repeating: "StoreOf<OptionalChild.Counter?>.push", count: 2) + [
        "StoreOf<OptionalChild.Parent>.push"
      ]
    #expect(recordedEvents { root.send(.toggleButtonTapped) } == shown)
    #expect(recordedEvents { root.send(.toggleButtonTapped) } == shown)
    _ = below
  }

  @Test("a presentation's store takes a new state only when the presentation was written")
  func presentationComparesStorage() {
    let root = Store(initialState: Sheet.State(), rules: .release1_4) { Sheet() }
    let presentation = root.scope(state: { $0.child }, action: { .child($0) })
    let wrapped = presentation.scope(state: { $0.wrappedValue }, action: { .presented($0) })
    #expect(recordedEvents { root.send(.bumpOther) } == [])
    #expect(
      recordedEvents { root.send(.present) } == [
        "PresentationStoreOf<Basics.Counter>.push", "StoreOf<StatePushTests.Sheet>.push",
      ])
    #expect(
      recordedEvents { root.send(.child(.presented(.incrementButtonTapped))) } == [
        "PresentationStoreOf<Basics.Counter>.push", "StoreOf<StatePushTests.Sheet>.push",
      ])
    #expect(wrapped.withState(\.self)?.count == 1)
  }

  /// A view store's subscriber sends on another store while the send is under way, so the
  /// root's send takes two rounds. The store the first send was made on takes nothing from its
  /// parent through both, and pushes to its child once, when its send returns; the store sent to
  /// in the middle pushes to its child at once (1.4.0 sets its state when its own reducer
  /// returns, the root having only buffered the action), and takes the second round's push like
  /// any other store.
  @Test("a send of two rounds: its store pushes to its children once, the re-entrant one at once")
  func sendOfTwoRounds() {
    let root = Store(initialState: Favorites.App.State(), rules: .release1_4) { Favorites.App() }
    let counter = root.scope(state: { $0.counter }, action: { .counter($0) })
    let counterChild = counter.scope(state: { $0.count }, action: { $0 })
    let favorites = root.scope(state: { $0.favorites }, action: { $0 })
    let favoritesChild = favorites.scope(state: { $0.count }, action: { $0 })
    let viewStore = ViewStore(root, observe: { $0.counter.count })
    var sentAgain = false
    let subscription = viewStore.subscribe {
      guard !sentAgain else { return }
      sentAgain = true
      favorites.send(.counter(.incrementButtonTapped))
    }
    let log = recordedEvents { counter.send(.incrementButtonTapped) }
    #expect(
      log.filter { $0.hasSuffix(".push") } == [
        "Store<[Int], Favorites.App.Action>.push", "Store<[Int], Favorites.App.Action>.push",
        "Store<[Int], Favorites.App.Action>.push", "StoreOf<Favorites.App>.push",
        "StoreOf<Favorites.App>.push", "StoreOf<Favorites.Counter>.push",
      ])
    #expect(counter.withState(\.count) == 2)
    _ = (counterChild, favoritesChild, subscription)
  }

  /// The root's new state stops at a presentation's store whose storage is shared; the store
  /// below it that the send was made on still pushes its own state to its child.
  @Test("a send on a store below a duplicate: only that store's own push")
  func senderBelowADuplicate() {
    let root = Store(initialState: Sheet.State(), rules: .release1_4) { Sheet() }
    root.send(.present)
    let presentation = root.scope(state: { $0.child }, action: { .child($0) })
    let wrapped = presentation.scope(state: { $0.wrappedValue }, action: { .presented($0) })
    let below = wrapped.scope(state: { $0 }, action: { $0 })
    // NB: the sheet's reducer writes nothing for a reset, so the presentation's storage stays.
    #expect(
      recordedEvents { wrapped.send(.resetButtonTapped) } == ["StoreOf<Basics.Counter?>.push"])
    _ = below
  }

  @Test("1.7.0's rules push nothing: a scoped store derives its state")
  func derivedStatePushesNothing() {
    let root = Store(initialState: Favorites.App.State(), rules: .release1_7) { Favorites.App() }
    let counter = root.scope(state: { $0.counter }, action: { .counter($0) })
    #expect(recordedEvents { root.send(.counter(.incrementButtonTapped)) } == [])
    #expect(counter.withState(\.count) == 1)
  }
}
