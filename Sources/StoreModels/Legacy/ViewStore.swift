import Instrumentation
import Observation

/// A view's window on a store before observation: a view state derived from the store's state,
/// republished after a send only when it changed.
///
/// ```swift
/// struct CounterView: LabView {
///   let viewStore: ViewStoreOf<Basics.Counter>
///
///   init(store: StoreOf<Basics.Counter>) {
///     viewStore = ViewStore(store, observe: { $0 })   // @ObservedObject var viewStore
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
/// view store's readers. A view that read ``state`` (or a field, `viewStore.count`) is invalidated
/// by every publish, whatever field changed, as a view with `@ObservedObject var viewStore` was
/// by `objectWillChange`. Deriving a small view state is how a view avoided re-rendering for
/// changes it does not show; the derivation runs for every live view store on every send.
///
/// A view store holds its store, and so the state and reducer behind it; the root holds the view
/// store only weakly (see ``SendSubscribers``), so it goes away with the view that holds it.
/// Events: `ViewStoreOf<Counter>.init` / `.deinit`, and `.viewStorePublish` per publish.
@MainActor
@dynamicMemberLookup
public final class ViewStore<ViewState: Equatable, ViewAction> {
  private var _state: ViewState
  private let deriveState: () -> ViewState
  private let isDuplicate: (ViewState, ViewState) -> Bool
  private let _send: (ViewAction) -> Void
  private let name: String
  private let _$observationRegistrar = ObservationRegistrar()

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
    // NB: Untracked: a view store is usually made while a parent's body runs, and the parent
    // must not observe the fields the derivation reads. The view store is what the view observes.
    let deriveState = { ObservationStateRegistrar.withoutTracking { toViewState(core.state) } }
    self._state = deriveState()
    self.deriveState = deriveState
    self.isDuplicate = isDuplicate
    self._send = { store.send(fromViewAction($0)) }
    self.name = "View" + store.name
    EventLog.record(name, .`init`)
    core.sendSubscribers.subscribe(self)
  }

  isolated deinit {
    EventLog.record(name, .deinit)
  }

  /// The view state as last published. Reading it makes the reader's view re-render on the
  /// next publish.
  public var state: ViewState {
    _$observationRegistrar.access(self, keyPath: \.state)
    return _state
  }

  /// A field of the view state, read as `viewStore.count`. Observed like ``state``.
  public subscript<Value>(dynamicMember keyPath: KeyPath<ViewState, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// Sends `action` to the store; the view state is up to date when `send` returns.
  public func send(_ action: ViewAction) {
    _send(action)
  }
}

extension ViewStore: SendSubscriber {
  func storeDidSend() {
    let newState = deriveState()
    guard !isDuplicate(_state, newState) else { return }
    EventLog.record(name, .viewStorePublish)
    _$observationRegistrar.withMutation(of: self, keyPath: \.state) { _state = newState }
  }
}

// NB: In the same file as the class, like `Store`'s, so the conformance is found in every build
// mode.
extension ViewStore: Observable {}

/// The type of a view store observing the whole state of the feature `R`:
/// `ViewStoreOf<Basics.Counter>`.
public typealias ViewStoreOf<R: Reducer> = ViewStore<R.State, R.Action> where R.State: Equatable
