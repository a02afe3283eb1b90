import Instrumentation

/// A view's window on a store before observation: a view state derived from the store's state,
/// republished after a send only when it changed.
///
/// ```swift
/// struct CounterView: LabView {
///   @ObservedObject var viewStore: ViewStoreOf<Basics.Counter>
///
///   init(store: StoreOf<Basics.Counter>) {
///     viewStore = ViewStore(store, observe: { $0 })
///   }
///
///   func body(_ content: inout ViewContent) {
///     content.text("Count: \(viewStore.count)")
///     content.button("+") { viewStore.send(.incrementButtonTapped) }
///   }
/// }
/// ```
///
/// After every send to the root, each live view store runs its `observe` derivation on the new
/// state and compares the result with the view state it holds (`removeDuplicates`, by `==` unless
/// told otherwise). Only a different view state is *published*: stored, and announced to the
/// view store's subscribers (``subscribe(_:)``), the way the library's view store, an
/// `ObservableObject`, sends `objectWillChange`. A view holding it as an observed object is
/// invalidated by every publish, whatever field changed. Deriving a small view state is how a
/// view avoided re-rendering for changes it does not show; the derivation runs for every live
/// view store on every send.
///
/// Copies (``init(_:)``) share the view state and the subscription to the store; each is an
/// object of its own, created and released like the library's: its `WithViewStore` hands every
/// body run a fresh copy (`View….init`, then `View….deinit` when the run lets it go).
///
/// A view store holds its store, and so the state and reducer behind it; the root holds the view
/// store's shared state only weakly (see ``SendSubscribers``), so it goes away with the last copy.
/// Events: `View` + the store's name + `.init` / `.deinit`, and `.viewStorePublish` per publish.
@MainActor
@dynamicMemberLookup
public final class ViewStore<ViewState: Equatable, ViewAction> {
  private let shared: Shared
  /// What its events are logged under: `View` and the name of the store it was made from.
  public let name: String

  /// Creates a view store of `store` that sends the store's own actions.
  ///
  /// - Parameters:
  ///   - store: The store to observe and send to.
  ///   - toViewState: Derives the view state; `{ $0 }` observes the whole state.
  public convenience init<State>(
    _ store: Store<State, ViewAction>, observe toViewState: @escaping (State) -> ViewState
  ) {
    self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: { $0 == $1 })
  }

  /// Creates a view store of `store`.
  ///
  /// - Parameters:
  ///   - store: The store to observe and send to.
  ///   - toViewState: Derives the view state from the store's state.
  ///   - fromViewAction: Turns a view action into one of the store's actions.
  ///   - isDuplicate: Whether a derived view state is the same as the one held, so that it is
  ///     not published; `==` by default. The store library's helpers compare less: whether an
  ///     optional is present (`IfLetStore`), the enum case (`SwitchStore`), the ids
  ///     (`ForEachStore`).
  public init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (State) -> ViewState,
    send fromViewAction: @escaping (ViewAction) -> Action,
    removeDuplicates isDuplicate: @escaping (ViewState, ViewState) -> Bool = { $0 == $1 }
  ) {
    let core = store.core
    // NB: Tracked, as the library's (1.7.0's `ViewStore.init` reads `store.currentState`, the
    // state through every key path from the root): made while a view's body runs, the view
    // store's first derivation registers what it reads, so on iOS 17 that view observes the
    // observable fields on the way (the suite's `iOS 16+17` screens). The later ones run in the
    // send, outside any body, and register nothing. Before iOS 17 nothing tracks a body, and the
    // view store is all the view observes.
    let deriveState = { toViewState(core.state) }
    self.name = "View" + store.name
    self.shared = Shared(
      name: name, state: deriveState(), derive: deriveState, isDuplicate: isDuplicate,
      send: { store.send(fromViewAction($0)) })
    EventLog.record(name, .viewStoreInit)
    core.sendSubscribers.subscribe(shared)
  }

  /// A view store the way the store library made them from 1.5.6 (as at 1.7.0): it scopes a
  /// store of its view state from `store` (one more `Store….init`, uncached) and derives its view
  /// state from that store, which it keeps for its lifetime. Its events are named after
  /// `store`'s types, like the library's.
  ///
  /// - Parameters:
  ///   - store: The store to observe and send to.
  ///   - toViewState: Derives the view state from the store's state.
  ///   - isDuplicate: Whether a derived view state is the same as the one held; see
  ///     ``init(_:observe:send:removeDuplicates:)``.
  public convenience init(
    scoping store: Store<ViewState, ViewAction>,
    removeDuplicates isDuplicate: @escaping (ViewState, ViewState) -> Bool = { $0 == $1 }
  ) {
    let viewStateStore = store.scope(state: { $0 }, action: { $0 })
    self.init(viewStateStore, observe: { $0 }, send: { $0 }, removeDuplicates: isDuplicate)
  }

  /// A copy of `viewStore`: another object over the same view state and subscription.
  public convenience init(_ viewStore: ViewStore) {
    self.init(copying: viewStore, name: viewStore.name)
  }

  /// A copy of `viewStore` named as the store library named its copies before 1.5: after the
  /// view state's and action's types, spelled out (`ViewStore<Counter.State, Counter.Action>`,
  /// `ViewStore.swift` lines 158–166 at 1.4.0), whatever store the original was made from.
  public convenience init(namedByTypes viewStore: ViewStore) {
    self.init(
      copying: viewStore, name: "View" + spelledOutStoreTypeName(ViewState.self, ViewAction.self))
  }

  private init(copying viewStore: ViewStore, name: String) {
    self.name = name
    self.shared = viewStore.shared
    EventLog.record(name, .viewStoreInit)
  }

  isolated deinit {
    EventLog.record(name, .viewStoreDeinit)
  }

  /// The view state as last published.
  public var state: ViewState {
    shared.state
  }

  /// A field of the view state, read as `viewStore.count`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<ViewState, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// Sends `action` to the store; the view state is up to date when `send` returns.
  public func send(_ action: ViewAction) {
    shared.send(action)
  }

  /// Calls `onPublish` before each publish, while the returned subscription is alive: the view
  /// store's `objectWillChange`.
  public func subscribe(_ onPublish: @escaping () -> Void) -> ViewStoreSubscription {
    let subscription = ViewStoreSubscription(onPublish)
    shared.subscriptions.append(Weak(subscription))
    return subscription
  }

  /// What every copy of a view store shares: the view state, its derivation and the view's
  /// subscriptions.
  private final class Shared: SendSubscriber {
    let name: String
    var state: ViewState
    let derive: () -> ViewState
    let isDuplicate: (ViewState, ViewState) -> Bool
    let send: (ViewAction) -> Void
    var subscriptions: [Weak<ViewStoreSubscription>] = []

    init(
      name: String, state: ViewState, derive: @escaping () -> ViewState,
      isDuplicate: @escaping (ViewState, ViewState) -> Bool, send: @escaping (ViewAction) -> Void
    ) {
      self.name = name
      self.state = state
      self.derive = derive
      self.isDuplicate = isDuplicate
      self.send = send
    }

    // NB: The library's view store derives its view state twice when made: once for its
    // initial state, once for the current value its root's `didSet` relay sends on subscribe,
    // which `dropFirst` then drops
    // (`StoreTests.testScopeCallCount_ThreeLevels_ViewStoreSubscribing` counts both). A
    // derivation is pure, so that value is the initial one and nothing keeps it.
    func receivedValueOnSubscribe() {
      _ = derive()
    }

    func storeDidSend() {
      let newState = derive()
      guard !isDuplicate(state, newState) else { return }
      EventLog.record(name, .viewStorePublish)
      subscriptions.removeAll { $0.value == nil }
      for subscription in subscriptions {
        subscription.value?.onPublish()
      }
      state = newState
    }
  }
}

/// A subscription to a ``ViewStore``'s publishes; it ends when released.
@MainActor
public final class ViewStoreSubscription {
  fileprivate let onPublish: () -> Void

  fileprivate init(_ onPublish: @escaping () -> Void) {
    self.onPublish = onPublish
  }
}

/// A weak reference, for lists that must not keep their entries alive.
private struct Weak<Value: AnyObject> {
  weak var value: Value?

  init(_ value: Value) {
    self.value = value
  }
}

/// The type of a view store observing the whole state of the feature `R`:
/// `ViewStoreOf<Basics.Counter>`.
public typealias ViewStoreOf<R: Reducer> = ViewStore<R.State, R.Action> where R.State: Equatable
