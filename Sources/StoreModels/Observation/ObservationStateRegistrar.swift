import Observation

/// The observation machinery embedded in an ``ObservableStruct``: its identity and an
/// `ObservationRegistrar` that copies of the struct share.
///
/// It is always equal to itself and hashes nothing, so a state's synthesized `Equatable` and
/// `Hashable` conformances compare only its fields.
///
/// Each helper is one step of a tracked field's accessors (``ObservableStruct`` calls them):
/// ``access(_:keyPath:)`` in `get`, ``mutate(_:keyPath:_:_:isIdentityEqual:)`` in `set`, and
/// `willModify` / `didModify` around the yield of `_modify`.
public struct ObservationStateRegistrar: Sendable {
  /// The identity of the state that holds this registrar.
  public private(set) var id = ObservableStateID()
  private let registrar = ObservationRegistrar()

  public init() {}

  /// Gives the holding state a fresh identity.
  public mutating func _$willModify() {
    id._$willModify()
  }

  /// Records that the current observation scope read `keyPath` of `subject`, unless reads are
  /// untracked (see ``withoutTracking(_:)``).
  public func access<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    guard !Self.isTrackingSuspended else { return }
    registrar.access(subject, keyPath: keyPath)
  }

  private static var isTrackingSuspended = false

  /// Runs `body` without recording the observable-state fields it reads.
  ///
  /// Two callers use it: the store's element stamp (the lab's own bookkeeping) and
  /// ``Store/elementID``, a row store's name, which a `ForEach` of stores tells apart by identity
  /// without reading the state (docs/design.md, "A row store is named by its identity"). The
  /// observable store's reads on the way down from the root are tracked, as the store library's are
  /// (swift-composable-architecture#2972), and so is a legacy view store's derivation, as
  /// 1.7.0's (docs/fidelity.md, rule 10).
  static func withoutTracking<Result>(_ body: () -> Result) -> Result {
    let wasSuspended = isTrackingSuspended
    isTrackingSuspended = true
    defer { isTrackingSuspended = wasSuspended }
    return body()
  }

  /// Stores `newValue` into `value`, notifying observers of `keyPath` (at `willSet`) unless
  /// `isIdentityEqual` says the new value is the same as the old one.
  public func mutate<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ value: inout Member,
    _ newValue: Member,
    isIdentityEqual: (Member, Member) -> Bool
  ) {
    if isIdentityEqual(value, newValue) {
      value = newValue
    } else {
      registrar.withMutation(of: subject, keyPath: keyPath) { value = newValue }
    }
  }

  /// Before a plain field is modified in place: notifies observers of `keyPath` (`willSet`).
  ///
  /// An in-place modification always notifies, like `@Observable`'s `_modify`: telling whether
  /// it changed anything would mean keeping the old value alive across the modification, which
  /// makes a one-element write to a large collection copy the whole collection.
  public func willModify<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.willSet(subject, keyPath: keyPath)
  }

  /// After a plain field was modified in place: completes the notification (`didSet`).
  public func didModify<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.didSet(subject, keyPath: keyPath)
  }

  /// Before a nested observable state is modified in place: gives it a fresh identity and
  /// returns that identity, the only thing kept across the modification.
  public func willModify<Member: ObservableState>(_ member: inout Member) -> ObservableStateID {
    member._$willModify()
    return member._$id
  }

  /// After a nested observable state was modified in place: notifies observers of `keyPath` only
  /// if the state was replaced by another value (its identity is no longer `token`). A change
  /// inside the nested state notifies through its own registrar, not the parent's.
  public func didModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: Member,
    since token: ObservableStateID
  ) {
    didModify(subject, keyPath: keyPath, identityChanged: member._$id != token)
  }

  /// After a field was modified in place with only an identity token kept across the
  /// modification: notifies observers of `keyPath` if the identity changed.
  // NB: Notified after the fact (the new value is already visible), because only an identity
  // token, not the old value, survives the modification.
  public func didModify<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, identityChanged: Bool
  ) {
    guard identityChanged else { return }
    registrar.willSet(subject, keyPath: keyPath)
    registrar.didSet(subject, keyPath: keyPath)
  }
}

extension ObservationStateRegistrar: Equatable, Hashable {
  public static func == (_: Self, _: Self) -> Bool {
    true
  }

  public func hash(into _: inout Hasher) {}
}
