import Instrumentation
import Observation

/// The runtime of a feature: it holds the feature's state (or, when scoped, derives it from its
/// parent's), runs the feature's reducer on the actions it is sent, and lets a view observe
/// exactly the state it reads.
///
/// ```swift
/// let store = Store(initialState: Favorites.App.State()) { Favorites.App() }
/// store.count                                       // read (observed)
/// let counter = store.scope(state: \.counter, action: \.counter)
/// counter.send(.incrementButtonTapped)              // runs the app's reducer
/// ```
///
/// Only the root store holds state. A child store made by ``scope(state:action:)`` reads its
/// state through a key path from the root on each access and sends its actions up through a case
/// path, so state shared by two features is never copied between them.
///
/// Observation happens at two levels. Reading a field through the state (`store.count`) is
/// observed by the ``ObservableState`` value itself, field by field. Reading through a store also
/// observes the store: after each send, a store whose state is `ObservableState` notifies its
/// readers when that state's identity changed, which catches replacements its parent's fields do
/// not see.
///
/// A store whose state has gone (an optional that became `nil`, a removed row, an enum in
/// another case) is *invalid*: it ignores the actions it is sent, with a warning, and reading it
/// returns its last state. What its parent's cache does with it depends on the tree's
/// ``StoreRules``: it is evicted during the send that made it so (``StoreRules/lab``, as the
/// library's 1.21–1.22 do; 1.23 evicts it 300 ms later, swift-composable-architecture#3796), or
/// kept, and valid again when its state returns (``StoreRules/GoneChild/kept``: 1.7.0's and
/// 1.10.0's rules).
///
/// Stores are equal only to themselves.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
  /// A cached child store, with the way to hand it its parent's new state after a send.
  private struct Child {
    let store: any ScopedStore
    /// Hands the child its part of the parent's new state, valid again if it had gone; returns
    /// `false` when that part has gone.
    let parentStateDidChange: (State) -> Bool
  }

  let core: any Core<State, Action>
  /// The cached children whose state is there.
  private var children: [ScopeID: Child] = [:]
  /// The cached children whose state has gone, under ``StoreRules/GoneChild/kept``.
  private var goneChildren = GoneChildren<Child>()
  /// Whether this store ever cached a child (in ``children``, which ``goneChildren`` takes from).
  ///
  /// NB: a send skips the caches of a store that never had one, most stores (a row, a leaf): the
  /// caches' types are generic over this store's, and merely asking whether they were empty
  /// (their type metadata looked up at run time, both fields read under exclusivity checks) was
  /// a quarter of a row store's check.
  private var everCachedAChild = false
  /// The view-store helpers' closure scopes cached under this store: held until it is evicted
  /// (``invalidate()`` drops them), as the store library's 1.7 cache held them, and never handed
  /// a state (see ``helperScope(id:core:)``).
  private var helperChildren: [ScopeID: any ScopedStore] = [:]
  private var lastSeenID: ObservableStateID?
  /// For a store over an identified array: the element stamp at the last send.
  private var lastElementStamp: ElementChangeStamp?
  /// For a store over an identified array: the element stores that cache stores of their own,
  /// which a send hands the state even when it skips the other element stores.
  private var cachingChildren: Set<ScopeID> = []
  /// Tells this store's parent, once, that this store caches a store of its own; set only by a
  /// parent over an identified array (``cachingChildren``).
  private var willCacheFirstChild: (() -> Void)?
  private let isObservableState: Bool
  /// Reads the identity and element stamp compared after each send.
  private let readers: StateReaders<State>
  let name: String
  /// The rules of this store's tree, given to the root and handed down to every child.
  public let rules: StoreRules
  /// Whether this store caches the stores scoped from it, and so updates them after each send:
  /// true along an unbroken chain of key-path scopes from the root, false for a store scoped
  /// with closures and everything scoped from it.
  let canCacheChildren: Bool
  /// Whether this store's state has gone; see the discussion of ``Store``.
  public private(set) var isInvalid = false
  /// For a store its parent does not cache, the parent, held for this store's life; `nil` for a
  /// cached child and for the root. Nothing reads it.
  ///
  /// NB: the store library's 1.7 store holds the parent of an uncached child strongly (the
  /// child's `_isInvalidated` closure captures it, `Store.swift` lines 346–350 at 1.7.0) and a
  /// cached child's weakly; before 1.5, every scoped store kept all its ancestors (its
  /// `ScopedReducer`'s `parentStores`, `Store.swift` line 720 at 1.4.0). So the first store
  /// a `WithViewStore` scopes lives as long as the view store scoped from it, and a chain of
  /// closure scopes as long as its last link: the recorded integration logs release such a store
  /// with its view store, not when it is made (docs/fidelity.md). A child of an evicted store is
  /// not cached either, so it holds its parent too, where 1.7 would have cached it (as
  /// ``StoreRules/release1_7`` does, whose gone stores still cache); nothing the lab counts tells
  /// the two apart. A field of the store rather than of a core: closure
  /// scopes and key-path scopes below them both set it.
  var heldParent: AnyObject?
  /// Under ``StoreRules/ScopedState/pushed``, the push that updates this closure-scoped store's
  /// copy of its state after each send, held for the store's life; `nil` otherwise.
  var statePush: StatePush?
  private let _$observationRegistrar = ObservationRegistrar()
  /// ``currentStateKeyPath``, held by each store.
  ///
  /// NB: looked up once, when the store is made: every observed read registers it, and looking
  /// it up in the per-type cache on each read cost a dictionary lookup per read.
  private let currentStateKey = Store.currentStateKeyPath

  /// Creates a root store, the owner of a feature's state.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - rules: The rules the tree follows where releases of the library differ; the lab's by
  ///     default.
  ///   - reducer: The feature's reducer, e.g. `{ Favorites.App() }`.
  public convenience init<R: Reducer>(
    initialState: R.State,
    rules: StoreRules = .lab,
    @ReducerBuilder<State, Action> reducer: () -> R
  ) where R.State == State, R.Action == Action {
    let core = RootCore(initialState: initialState, reducer: reducer(), rules: rules)
    self.init(core: core, rules: rules, canCacheChildren: true)
    core.store = self
  }

  /// A store over `core`, following `rules`. Unless `canCacheChildren`, it is an *uncached*
  /// store (the closure scopes make them): it keeps no child stores, builds a new one on every
  /// scope, and no send ever reaches the stores scoped from it.
  init(
    core: any Core<State, Action>, name: String? = nil, rules: StoreRules,
    canCacheChildren: Bool = false
  ) {
    self.core = core
    self.name = name ?? storeTypeName(State.self, Action.self)
    self.rules = rules
    self.canCacheChildren = canCacheChildren
    // NB: Decided from the type, as the store library does: a store over plain state never
    // reads it until someone does. A store over observable state reads it once now, through the
    // root and tracked, to learn the identity it will compare after each send: the library's
    // store does the same when it subscribes to the root's relay, which hands it the current
    // state at once. So a view whose body creates a store observes the fields on the way to the
    // store's state until its body runs again (the recorded siblings' parent re-renders when
    // `child1` is replaced for this reason).
    self.readers = .forState
    self.isObservableState = readers.identity != nil
    if let identity = readers.identity {
      // NB: under the tree's rules, which decide what an enum's plain payload adds to it.
      self.lastSeenID = rules.inForce { identity(core.state) }
    } else if State.self is any ElementChangeStamped.Type, let stamp = readers.elementStamp {
      // NB: The lab's own bookkeeping, not observation: a store of an identified array notes
      // which element writes it has seen, so a one-row change skips the other rows' stores.
      self.lastElementStamp = ObservationStateRegistrar.withoutTracking { stamp(core.state) }
    }
    EventLog.record(self.name, .storeInit)
  }

  isolated deinit {
    EventLog.record(name, .storeDeinit)
  }

  /// The current state, its reading observed (see the discussion of ``Store``): what ``state``
  /// returns, and what the scopes read.
  var observedState: State {
    _$observationRegistrar.access(self, keyPath: currentStateKey)
    return currentState
  }

  /// `\.currentState`, the key path store-level observation is registered under.
  ///
  /// NB: made once per store type: a key path into a generic class is instantiated at run time
  /// on every use, which cost more than the rest of reading a store's state.
  private static var currentStateKeyPath: KeyPath<Store, State> {
    let key = ObjectIdentifier(Store.self)
    if let known = StoreKeyPaths.currentState[key] {
      return unsafeDowncast(known, to: KeyPath<Store, State>.self)
    }
    let keyPath = \Store.currentState
    StoreKeyPaths.currentState[key] = keyPath
    return keyPath
  }

  /// The state without store-level observation; its key path names the store-level change.
  ///
  /// It is derived from the root on each read, through every key path on the way, and the
  /// fields on the way are observed: a view that reads `rowStore.count` depends on the row's
  /// `count`, on the row store's identity, and on the list's `rows` field it read through, so it
  /// re-renders when a row is added or removed (as the store library's views do:
  /// swift-composable-architecture#2972), and a child reading through an optional parent field
  /// is told when that field becomes `nil`.
  var currentState: State {
    core.state
  }

  /// Runs `body` on the current state, its reading not observed at the store: how a store of
  /// plain (not ``ObservableState``) state is read, as in the library (`Store.withState`).
  ///
  /// NB: the state is still derived from the root through every key path on the way
  /// (``currentState``), so a view that reads a plain child state this way depends on the
  /// observable fields it was derived through.
  public func withState<Value>(_ body: (State) -> Value) -> Value {
    body(currentState)
  }

  /// Runs the root reducer on `action` and returns once the state and every observer are up to
  /// date.
  ///
  /// An action sent to an invalid store is ignored and reported as a warning. One sent while a
  /// send is under way (from an observer it told: a field's, a store's or a view store's) runs
  /// after the action being handled, in the order sent, and is reported as a warning; once that
  /// send has been stopped as a loop (``RootCore/maximumActionsPerSend``), one is dropped, and
  /// reported as dropped.
  ///
  /// NB: the warning is the store library's since 1.25.0 ("Reentrant actions are undefined",
  /// swift-composable-architecture#3859); 1.7.0 and 1.10.0 ran such an action the same way but
  /// said nothing. The lab reports it under every ``StoreRules``: no scenario and no recorded
  /// step sends from an observer, so no count depends on it, and the warning says what to do
  /// instead.
  public func send(_ action: Action) {
    send(action, madeHere: true)
  }

  /// Sends `action` as an effect of this store's feature sends it: through this store to the
  /// root, but made by the root, which runs every effect (before 1.5.6 a scoped store's reducer
  /// handed its effects to the root's send, `Store.swift` lines 750–758 at 1.4.0). It differs
  /// from ``send(_:)`` only under ``StoreRules/ScopedState/pushed``: this store is then pushed
  /// its state like any other, where a send made on it takes none (``StatePush``).
  public func sendFromEffect(_ action: Action) {
    send(action, madeHere: false)
  }

  /// Sends `action`, made on this store or, for an effect's, by the root (see ``send(_:)``):
  /// under ``StoreRules/ScopedState/pushed`` the relay is told which store a send was made on
  /// (``SendSubscribers/send(madeOn:_:)``).
  private func send(_ action: Action, madeHere: Bool) {
    guard !isInvalid else {
      EventLog.record(
        name, .warning,
        detail: """
          ignored \(valueDescription(action)), sent to a store whose state has gone \
          (dismissed, removed, or in another case); send it through the store the parent \
          scopes now
          """)
      return
    }
    switch core.sendPhase {
    case .idle:
      break
    case .sending:
      EventLog.record(
        name, .warning,
        detail: """
          sent \(valueDescription(action)) while an action was being handled; it runs after \
          that one, but a re-entrant send is undefined in the store library: send it after the \
          current send returns, e.g. set a flag in the callback and act on it later
          """)
    case .stoppedAsLoop:
      EventLog.record(
        name, .warning,
        detail: """
          dropped \(valueDescription(action)), sent after the send under way was stopped as a \
          loop
          """)
    }
    guard madeHere, statePush != nil else {
      core.send(action)
      return
    }
    core.sendSubscribers.send(madeOn: ObjectIdentifier(self)) { core.send(action) }
  }

  /// The cached child store for `id`, or a new one over `childCore()` when there is none.
  ///
  /// An uncached store (see ``canCacheChildren``) builds a new child on every call and keeps
  /// none, as the store library's does.
  ///
  /// - Parameters:
  ///   - id: The cache key.
  ///   - toChildState: Finds the child's state in this store's state, gone or not.
  ///   - childName: The name the child reports its events under, when not its types'.
  ///   - childCore: Builds the child's core on a cache miss.
  /// - Complexity: O(1) for a cached store (one dictionary lookup), else O(1) plus building the
  ///   core.
  func scope<ChildState, ChildAction>(
    id: ScopeID,
    state toChildState: ChildStateLookup<State, ChildState>,
    name childName: String? = nil,
    core childCore: () -> any Core<ChildState, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    if let child: Store<ChildState, ChildAction> = cachedChild(id) { return child }
    return makeChild(name: childName, core: childCore) { child in
      if readers.elementStamp != nil {
        child.willCacheFirstChild = { [weak self] in self?.cachingChildren.insert(id) }
      }
      willCacheFirstChild?()
      willCacheFirstChild = nil
      everCachedAChild = true
      children[id] = Child(store: child) { parentState in
        toChildState(parentState) { childState in
          // NB: only a gone child under StoreRules.GoneChild.kept can be cached and invalid.
          if child.isInvalid { child.markReturned() }
          child.stateDidChange(to: childState)
        }
      }
    }
  }

  /// The cached child store for `id`, or a new one over `childCore()` kept under `id` until this
  /// store is evicted (``StoreRules/GoneChild/evicted``), which invalidates and drops it: how the
  /// view-store helpers' closure scopes are cached.
  ///
  /// NB: such a child's state is derived from this store's on every read and always exists (the
  /// helpers fall back on the last one), so it is never handed a state, nor evicted on its own.
  /// The store library's 1.7 cache did the same: it never removed a child, and a send visited
  /// none of them. Handing each one the state on every send, as key-path children are, cost
  /// O(every row ever shown) per send in a long run that adds and removes rows. (1.7.0's helpers
  /// also read such a store as invalid while its optional was `nil`; only its binding setters
  /// looked, so no count moves, and the lab does not model it.)
  ///
  /// - Complexity: O(1) for a cached store (one dictionary lookup), else O(1) plus building the
  ///   core.
  func helperScope<ChildState, ChildAction>(
    id: ScopeID, core childCore: () -> any Core<ChildState, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    if let child: Store<ChildState, ChildAction> = cachedChild(id) { return child }
    return makeChild(name: nil, core: childCore) { helperChildren[id] = $0 }
  }

  /// The cached child store for `id`, live, gone or a helper's, or `nil`.
  ///
  /// - Complexity: O(1): one dictionary lookup for a live child.
  func cachedChild<ChildState, ChildAction>(_ id: ScopeID) -> Store<
    ChildState, ChildAction
  >? {
    (children[id]?.store ?? goneChildren[id]?.store ?? helperChildren[id])
      as? Store<ChildState, ChildAction>
  }

  /// A new child store over `childCore()`, invalid if this one is, handed to `cache` when this
  /// store caches its children. When it does not (it is uncached, or evicted), the child holds
  /// this store instead (``heldParent``) and `cache` is not called.
  private func makeChild<ChildState, ChildAction>(
    name childName: String?, core childCore: () -> any Core<ChildState, ChildAction>,
    cache: (Store<ChildState, ChildAction>) -> Void
  ) -> Store<ChildState, ChildAction> {
    EventLog.record(name, .scope)
    let child = Store<ChildState, ChildAction>(
      core: childCore(), name: childName, rules: rules, canCacheChildren: canCacheChildren)
    child.isInvalid = isInvalid
    if cachesNewChildren { cache(child) } else { child.heldParent = self }
    return child
  }

  /// Whether a child scoped now joins this store's cache: along key-path scopes from the root,
  /// unless this store was evicted. A kept store that is invalid still caches (1.7.0's cache
  /// did), since its state may return.
  private var cachesNewChildren: Bool {
    canCacheChildren && (!isInvalid || rules.goneChild == .kept)
  }

  /// Reports, as a `warning`, a scope into an optional or a collection from an uncached store:
  /// the stores it returns are never told of a send, so their readers miss a replaced state, and
  /// a store whose state has gone is never invalidated. The store library reports the same.
  func warnIfUncached() {
    guard !canCacheChildren else { return }
    EventLog.record(
      name, .warning,
      detail: """
        scoped to an optional or a collection from a store scoped with closures, which is not \
        compatible with observation: the stores scoped from it are never updated after a send, \
        so their views can miss a replaced, dismissed or removed state; scope with key paths \
        and case paths all the way from the root instead: scope(state: \\.child, action: \\.child)
        """)
  }

  /// Called on the root after each send, then down the cache: notifies this store's readers if
  /// its state's identity changed, then hands each cached child its part of `state`, and applies
  /// the tree's rules to those whose state has gone (evicted, or kept invalid) or come back.
  ///
  /// Complexity: O(live stores under this one). Under ``StoreRules/Propagation/changedStores``
  /// the element stores of an identified array whose ids and elements were only modified in
  /// place are skipped, but for those that cache stores of their own, so a one-row change in a
  /// list whose rows scope nothing costs O(1) whatever the number of rows; every release checks
  /// them all. Gone children add ``GoneChildren/removeReturned(ids:isBack:)``'s cost. Each child
  /// derives its state from `state` with one lookup (a key path, an element by id, or an extract)
  /// instead of walking from the root.
  func stateDidChange(to state: State) {
    WorkCounter.storeUpdates += 1
    if let identity = readers.identity {
      let id = identity(state)
      if id != lastSeenID {
        lastSeenID = id
        _$observationRegistrar.withMutation(of: self, keyPath: currentStateKey) {}
      }
    }
    // NB: an element modified in place keeps its identity and told its readers field by field;
    // only new ids or a replaced element can leave an element store's state stale or gone. What
    // an element store scoped can go or change in place, so those element stores are visited.
    // NB: an absent optional array is read as no stamp, which never skips: an array that comes
    // back as it was must still revive the element stores that went with it.
    if rules.propagation == .changedStores, let readStamp = readers.elementStamp {
      let stamp = readStamp(state)
      defer { lastElementStamp = stamp }
      guard stamp == nil || stamp != lastElementStamp else {
        // NB: the ids are unchanged, so none of these has gone: nothing to evict or keep.
        for id in cachingChildren { _ = children[id]?.parentStateDidChange(state) }
        return
      }
    }
    guard everCachedAChild, !children.isEmpty || !goneChildren.isEmpty else { return }
    // NB: every child is handed its state before any gone one is invalidated, as a filter would,
    // without building a dictionary on every send.
    var gone: [ScopeID] = []
    for (id, child) in children where !child.parentStateDidChange(state) { gone.append(id) }
    if !goneChildren.isEmpty { reviveReturnedChildren(in: state) }
    for id in gone { childStateDidGo(id) }
  }

  /// Hands each gone child whose state is back its state, valid again (its readers told if its
  /// identity changed), and caches it with the live ones.
  ///
  /// - Complexity: see ``GoneChildren/removeReturned(ids:isBack:)``.
  private func reviveReturnedChildren(in state: State) {
    let returned = goneChildren.removeReturned(ids: readers.elements?(state)) {
      $0.parentStateDidChange(state)
    }
    for (id, child) in returned { children[id] = child }
  }

  /// Applies the tree's rules to the cached child `id`, whose state has gone: evicts and
  /// invalidates it, or keeps it, invalid until its state returns.
  ///
  /// - Complexity: O(stores under the child).
  private func childStateDidGo(_ id: ScopeID) {
    switch rules.goneChild {
    case .evicted:
      cachingChildren.remove(id)
      children.removeValue(forKey: id)?.store.invalidate()
    case .kept:
      guard let child = children.removeValue(forKey: id) else { return }
      child.store.markGone()
      goneChildren.insert(child, for: id)
    }
  }
}

/// The key paths stores register observation under, by store type.
private enum StoreKeyPaths {
  static var currentState: [ObjectIdentifier: AnyKeyPath] = [:]
}

/// A store seen by its parent's cache, whatever its state and action types.
@MainActor
protocol ScopedStore: AnyObject {
  /// Marks the store and every store cached under it invalid, and empties its cache: an
  /// evicted store (``StoreRules/GoneChild/evicted``).
  func invalidate()
  /// Marks the store and every store cached under it invalid, keeping them cached: a store
  /// whose state has gone, under ``StoreRules/GoneChild/kept``. Does nothing when already
  /// invalid.
  func markGone()
  /// Marks a gone store valid again, with the helpers' scopes under it: its state has returned.
  /// The send hands it its state next, which marks each child valid again as it hands it its
  /// own, or leaves it gone.
  func markReturned()
}

extension Store: ScopedStore {
  func markGone() {
    guard !isInvalid else { return }
    isInvalid = true
    for child in children.values { child.store.markGone() }
    for child in helperChildren.values { child.markGone() }
  }

  func markReturned() {
    isInvalid = false
    // NB: so the send that follows hands every child its state, whatever the element stamp says.
    lastElementStamp = nil
    for child in helperChildren.values { child.markReturned() }
  }

  func invalidate() {
    isInvalid = true
    // NB: only under eviction, which keeps no gone children (``GoneChildren``).
    let children = self.children.values
    let helpers = helperChildren
    self.children = [:]
    helperChildren = [:]
    for child in children {
      child.store.invalidate()
    }
    for child in helpers.values {
      child.invalidate()
    }
  }
}

// NB: In the same file as the class, like the store library's since 1.11.0, so the conformance
// is found in every build mode.
extension Store: Observable {}

extension Store: Equatable {
  public nonisolated static func == (lhs: Store, rhs: Store) -> Bool {
    lhs === rhs
  }
}

extension Store: Hashable {
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// The type of a store of the feature `R`: `StoreOf<Favorites.Counter>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

/// Direct, observed reads, for observable state only, as in the library (its
/// `Store+Observation.swift`, `extension Store where State: ObservableState`); a store of plain
/// state is read with ``Store/withState(_:)``.
extension Store where State: ObservableState {
  /// The current state. Reading it is observed: see the discussion of ``Store``.
  public var state: State { observedState }

  /// A field of the state, read as `store.count`. Observed like ``state``.
  ///
  /// NB: it reads the public ``state``, not the internal `observedState`, so the compiler may
  /// carry this body into the modules that read a field (cross-module optimisation serialises
  /// only bodies that name public declarations), and project the key path literal there as a
  /// plain field read. Through `observedState` every read went through the runtime's generic
  /// key-path projection, about 2,600 instructions a read.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }
}
