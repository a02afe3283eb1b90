/// The rules a store tree follows where releases of the store library differ: what a parent does
/// with a child store whose state has gone, whether assigning an equal value notifies, what a
/// plain enum payload adds to the state's identity, whether the view-store API's sheet
/// (`PresentationStore`) scopes a new store on every run, and what a send costs.
///
/// A root store is given its rules once, and every store scoped from it follows them:
///
/// ```swift
/// let store = Store(initialState: Basics.Counter.State(), rules: .release1_7) { Basics.Counter() }
/// ```
///
/// Four sets exist. ``release1_7`` is 1.7.0's, the release the integration suite was recorded
/// on, so `compare conformance` plays the recordings under it (and `store/1.7` runs under it).
/// ``release1_10`` is 1.10.0's as far as the recorded screens reach, whose tag carries the
/// suite's later recordings (`compare conformance --tag 1.10.0`). ``release1_4`` is 1.4.0's, whose
/// scoped stores were pushed their state (`compare conformance --tag 1.4.0`). ``lab`` is what the `store`
/// contestant follows: later releases' rules and one of the lab's own (docs/fidelity.md, "The
/// rules played").
public nonisolated struct StoreRules: Equatable, Sendable {
  /// What a parent store's cache does with a cached child store whose state has gone.
  public enum GoneChild: Equatable, Sendable {
    /// The child leaves the cache and is invalid for good, in the send that removed its state; a
    /// state that comes back gets a new store (the library's `removeChild`: in the send at
    /// 1.21–1.22, 300 ms later since 1.23, #3796).
    case evicted
    /// The child stays in the cache for the parent's life. It is invalid while its state is
    /// gone and valid again when the state returns, and scoping again returns the same store:
    /// the library's 1.7.0, whose cache nothing removed from (`Store.swift` lines 335–358).
    case kept
  }

  /// What assigning a value equal to the current one does to a plain (not observable) field.
  public enum EqualAssignment: Equatable, Sendable {
    /// Nothing: readers are not told (the library since 1.22.0, `shouldNotifyObservers`, #3751).
    case silent
    /// Readers are told, as for any assignment: before 1.22.0 the identity check of a plain
    /// value always answered "different" (`_$isIdentityEqual`, `ObservableState.swift` lines
    /// 129–171 at 1.7.0). An observable child of the same identity, or an identified array of
    /// the same ids, stays silent under either rule.
    case notifies

    /// Whether assigning `newValue` over `oldValue` tells nobody.
    func isSilent<Value: Equatable>(_ oldValue: Value, _ newValue: Value) -> Bool {
      self == .silent && oldValue == newValue
    }
  }

  /// What a plain (not observable) enum payload adds to an enum state's identity.
  public enum PlainPayload: Equatable, Sendable {
    /// Its value: a store over the state tells its readers when the payload changes. No release
    /// does this (docs/fidelity.md); the lab does, so the `store` contestant is never stale.
    case byValue
    /// Nothing: the identity is the case's alone, so a change inside the payload tells nobody
    /// (at 1.7.0 the macro tags the payload's identity, `ObservableStateMacro.swift` lines
    /// 276–309, and a plain payload's is the shared inert one, `ObservableState.swift` lines
    /// 56–59; swift-composable-architecture#2899). From 1.9.3 (#2910) the library gives such a
    /// case a fresh identity on every read instead, which no set here models.
    case ignored
  }

  /// How the view-store API's `PresentationStore` (behind `.sheet(store:)`) scopes the store of
  /// its presentation, which it does every time a view makes one.
  ///
  /// NB: at 1.10.0 the id is given on the path that presents the child state as it is (`.sheet`,
  /// `.fullScreenCover`, `.popover`, `.navigationDestination` over a store); the overloads that
  /// transform it (`state:action:`) still scope with none. The lab has only the first.
  public enum PresentationScope: Equatable, Sendable {
    /// A new store every time, and a new destination store scoped from it: 1.7.0 scopes it with
    /// no id (`store.scope(id: nil, …)`, `PresentationModifier.swift` line 218 at 1.7.0).
    case uncached
    /// The same store every time, from its parent's cache, and the same destination store from
    /// its own: 1.9.3 gives it an id (`id: store.id(state: \.self, action: \.self)`, #2908).
    case cached
  }

  /// What a send does beyond telling readers what changed: whether the reducer writes a copy of
  /// the root's state, and which stores check their state's identity after it. It changes what a
  /// send costs, and no count of any scenario or recorded step.
  public enum Propagation: Equatable, Sendable {
    /// What every release does. The root reduces a copy of its state and assigns it back
    /// (`var currentState = self.state`, reduced, then `self.state = currentState`: `Core.swift`
    /// lines 94–116 at 1.25.5, `RootStore.swift` lines 34–56 at 1.7.0), so a write to one element
    /// of a collection copies the collection. Then every live store over observable state checks
    /// its identity, each through a subscription of its own to the root's `didSet` (`Store.swift`
    /// lines 353–370 at 1.25.5, 386–401 at 1.7.0): a send costs O(rows with a store) however
    /// little it changed.
    ///
    /// NB: the lab also visits a store over plain state that has cached children (the
    /// view-store era's), to hand each child its state and find the ones whose state has gone;
    /// the library subscribes only stores over observable state (`Store.swift` lines 386–401 at
    /// 1.7.0, line 352 at 1.25.5), so it visits none of these. That is one more visit per such store per send, beside
    /// the view stores' own derivations, and moves no count.
    case everyStore
    /// The lab's: the root reduces in place, and the element stores of an identified array whose
    /// ids and elements were only modified in place are not checked (their readers were told
    /// field by field), but for those that cache stores of their own, so a one-row change in a
    /// list whose rows scope nothing costs the same at 100,000 rows as at 10. A row written
    /// through the array's own modify accessors, from code generic over any element, which
    /// cannot compare the identity, counts as replaced: every row store is checked. No release
    /// does this: every one checks every store.
    case changedStores
  }

  /// What a store scoped with closures knows of its state.
  public enum ScopedState: Equatable, Sendable {
    /// Nothing of its own: it derives its state through its parent on each read (the library
    /// since 1.5.6, "Overhaul store scope communication", #2664).
    case derived
    /// A copy, which its parent pushes after every send that the parent itself took or made:
    /// `<parent>.scope` in the library's log, unless the child is the store the send was made
    /// on or drops the new value as a duplicate (a presentation's store when the presentation's
    /// storage is the same, an `invalidate` store while both values are invalid). Before 1.5.6:
    /// `Store.swift` lines 795–808 at 1.4.0; see `StatePush`.
    case pushed
  }

  // NB: `var`s of a value: a set is made by changing one rule of another (``RulesComparison``
  // in the lab swaps each of a release's rules in alone); a store holds the set it was given.
  /// What a parent's cache does with a child whose state has gone.
  public var goneChild: GoneChild
  /// What assigning an equal value to a plain field does.
  public var equalAssignment: EqualAssignment
  /// What a plain enum payload adds to the state's identity.
  public var plainPayload: PlainPayload
  /// Whether a `PresentationStore` scopes a new store every time.
  public var presentationScope: PresentationScope
  /// Whether a send reduces a copy, and which stores check their identity after it.
  public var propagation: Propagation
  /// Whether a closure-scoped store derives its state or is pushed a copy.
  public var scopedState: ScopedState

  /// Rules that follow one choice per rule, e.g. 1.7.0's with one later rule swapped in.
  public init(
    goneChild: GoneChild, equalAssignment: EqualAssignment, plainPayload: PlainPayload,
    presentationScope: PresentationScope, propagation: Propagation,
    scopedState: ScopedState = .derived
  ) {
    self.goneChild = goneChild
    self.equalAssignment = equalAssignment
    self.plainPayload = plainPayload
    self.presentationScope = presentationScope
    self.propagation = propagation
    self.scopedState = scopedState
  }

  /// The rules of the `store` contestant: a gone child is evicted (1.21.0), an equal assignment
  /// is silent (1.22.0), a plain enum payload counts by value (no release), a sheet's
  /// presentation store is cached (1.9.3), and a send reduces in place and checks only the
  /// stores whose state may have changed (no release).
  public static let lab = StoreRules(
    goneChild: .evicted, equalAssignment: .silent, plainPayload: .byValue,
    presentationScope: .cached, propagation: .changedStores)

  /// The rules of the store library's 1.7.0, the release of the recorded integration logs: a
  /// cache that keeps every child, a plain field's equal assignment that notifies, plain enum
  /// payloads that count for nothing, and a send that reduces a copy and has every store check
  /// its identity.
  ///
  /// NB: two things 1.7.0 did are not modelled, and no scenario or recorded screen reaches
  /// them: an action sent to a kept store while its state is gone went on to the parent's
  /// reducer, which warned (a binding setter's, in debug builds, was dropped); here the store
  /// ignores it and warns. And an enum case carrying an observable enum lost that enum's own tag
  /// (fixed in 1.8.0, #2786). A kept store whose state has gone still checked its identity on
  /// every send at 1.7.0 (its subscription was not cut off until #3646); the lab's kept stores
  /// are checked only for their state's return (``GoneChildren``), so they cost a send less than
  /// 1.7.0's did.
  public static let release1_7 = StoreRules(
    goneChild: .kept, equalAssignment: .notifies, plainPayload: .ignored,
    presentationScope: .uncached, propagation: .everyStore)

  /// The rules of the store library's 1.10.0, the tag whose suite carries the later recordings
  /// of the `iOS 16+17` screens and of the `iOS 16` sheet: 1.7.0's, but a sheet's presentation
  /// store is cached (1.9.3, #2908).
  ///
  /// NB: 1.9.3 (#2910) also gave an enum case with a plain payload, or none, a fresh identity on
  /// every read, which no set here models: no recorded screen has an observable enum with such a
  /// case (the iOS 17 enum screens' cases carry observable features), so 1.7.0's rule stands in
  /// and moves no step. Nothing else between 1.7.0 and 1.10.0 changes what the recorded screens
  /// log (docs/fidelity.md, "The later recordings").
  public static let release1_10 = StoreRules(
    goneChild: .kept, equalAssignment: .notifies, plainPayload: .ignored,
    presentationScope: .cached, propagation: .everyStore)

  /// The rules of the store library's 1.4.0, the earliest tag whose suite records the lines the
  /// lab plays (`compare conformance --tag 1.4.0`): a closure-scoped store is pushed a copy of
  /// its state after every send (``ScopedState/pushed``), and a sheet's presentation store is
  /// made anew on every run. Every scope at 1.4.0 is a closure scope (a key path is passed as a
  /// function), so no store caches a child, and the cache rules choose nothing; they are
  /// 1.7.0's, as is what a send reduces. 1.4.0 has no observation, so the rules for observable
  /// state do not apply either.
  public static let release1_4 = StoreRules(
    goneChild: .kept, equalAssignment: .notifies, plainPayload: .ignored,
    presentationScope: .uncached, propagation: .everyStore, scopedState: .pushed)
}

extension StoreRules: CustomStringConvertible {
  /// `a child store released when its state goes (1.21), …`: each rule with the release it
  /// follows.
  public var description: String {
    [
      goneChild.description, equalAssignment.description, plainPayload.description,
      presentationScope.description, propagation.description, scopedState.description,
    ]
    .joined(separator: ", ")
  }
}

extension StoreRules.GoneChild: CustomStringConvertible {
  public var description: String {
    switch self {
    case .evicted: "a child store released when its state goes (1.21)"
    case .kept: "a child store kept when its state goes, and reused (1.7)"
    }
  }
}

extension StoreRules.EqualAssignment: CustomStringConvertible {
  public var description: String {
    switch self {
    case .silent: "assigning a field its own value notifies nobody (1.22)"
    case .notifies: "assigning a field its own value notifies (1.7)"
    }
  }
}

extension StoreRules.PlainPayload: CustomStringConvertible {
  public var description: String {
    switch self {
    case .byValue: "a plain enum payload compared by value (no release)"
    case .ignored: "a change inside a plain enum payload notifies nobody (1.7)"
    }
  }
}

extension StoreRules.PresentationScope: CustomStringConvertible {
  public var description: String {
    switch self {
    case .uncached: "a sheet's presentation store made anew on every run (1.7)"
    case .cached: "a sheet's presentation store cached (1.9.3)"
    }
  }
}

extension StoreRules.Propagation: CustomStringConvertible {
  public var description: String {
    switch self {
    case .everyStore: "a send reduces a copy, then every store checks its identity (every release)"
    case .changedStores:
      "a send reduces in place, then checks the stores it may have changed (no release)"
    }
  }
}

extension StoreRules.ScopedState: CustomStringConvertible {
  public var description: String {
    switch self {
    case .derived: "a scoped store derives its state through its parent (1.5.6)"
    case .pushed: "a scoped store is pushed a copy of its state after every send (1.4)"
    }
  }
}
