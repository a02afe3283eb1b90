/// The identity of an ``ObservableState`` value.
///
/// A fresh identity (``init()``, ``_$willModify()``) is a class instance that is never mutated:
/// copying a value copies the reference, so copies share the identity; ``_$willModify()`` swaps
/// in a new instance, which gives this value a fresh identity without touching the copies. Such
/// identities compare by `===`, in O(1), and holding one keeps its instance alive, so a stale
/// identity can never be mistaken for a new one. An enum's identity is built from its case (the
/// table below): a plain `Equatable` payload compares with its own `==`, so comparing costs what
/// that `==` costs.
///
/// Enum states build their identity from their case, so changing case is a change of identity:
///
/// | the case carries | its identity | a change inside the case |
/// |---|---|---|
/// | an observable state | the state's, ``tagged(_:)`` with the case | is no change of identity |
/// | nothing | ``init(case:)``: one per case | (there is none) |
/// | a plain `Equatable` value | ``init(case:payload:)-(_,Payload)``: equal for equal values | is one when the value differs |
/// | a plain value that cannot be compared | ``init(case:payload:)-(_,Payload)``: fresh on every read | always is one |
///
/// Under ``StoreRules/PlainPayload/ignored`` (1.7.0's and 1.10.0's rules) a plain payload,
/// comparable or not, adds nothing: the case's
/// identity is the payload-less one, and a change inside the payload is no change of identity.
public nonisolated struct ObservableStateID: Hashable, Sendable {
  private final class Storage: Sendable {}

  /// A storage instance compared and hashed by identity.
  private struct Location: Hashable, Sendable {
    let storage = Storage()

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.storage === rhs.storage
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(storage))
    }
  }

  /// A plain enum payload, compared with its own `==`.
  private struct PlainValue: Hashable, Sendable {
    let value: any Equatable & Sendable

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.value.isEqual(to: rhs.value)
    }

    // NB: Hashes nothing, which is valid (equal values hash equal): the case tag around it is
    // hashed, and a payload's own hash would need `Hashable`.
    func hash(into _: inout Hasher) {}
  }

  private indirect enum Kind: Hashable, Sendable {
    case location(Location)
    /// What every payload-less enum case is tagged onto.
    // NB: No storage instance: a shared one would be a process-wide object that every store
    // over a `nil` optional reaches, and that outlives them all (the lab's leak scan would
    // report it).
    case payloadless
    /// A plain payload, which is its own identity.
    case plainValue(PlainValue)
    /// An absent optional state.
    case absent
    case tagged(Int, Kind)
  }

  private var kind: Kind

  private init(kind: Kind) {
    self.kind = kind
  }

  /// A fresh identity, different from every other.
  public init() {
    kind = .location(Location())
  }

  /// The identity of an enum state in a case without a payload: the same on every read, so a
  /// store in that case notifies nobody until the case changes.
  // NB: Stable, unlike the store library's fresh identity per read (`ObservableStateMacro.swift`
  // line 412 at its commit d34c1dfe7a), which re-renders every reader of such a state on every
  // action (swift-composable-architecture#3163).
  public init(case tag: Int) {
    kind = .tagged(tag, .payloadless)
  }

  /// The identity of an absent optional state: different from every present value's, the
  /// payload-less cases' included.
  static let absent = ObservableStateID(kind: .absent)

  /// This identity tagged with an enum case, for an enum state whose case `tag` carries the
  /// value with this identity: `case .counter1(let state): state._$id.tagged(0)`.
  public func tagged(_ tag: Int) -> Self {
    var id = self
    id.kind = .tagged(tag, kind)
    return id
  }

  /// Replaces this identity with a fresh one; copies made before keep the old one.
  public mutating func _$willModify() {
    kind = .location(Location())
  }
}

@MainActor
extension ObservableStateID {
  /// The identity of an enum state in case `tag`, which carries `payload`:
  /// `case .note(let number): ObservableStateID(case: 2, payload: number)`.
  ///
  /// An observable payload lends its identity, tagged with the case. A plain `Equatable`
  /// payload is compared by `==`: the identity is the same while the value is, and changes with
  /// it, so a view reading the state re-renders when the payload changes, and only then. Under
  /// 1.7.0's and 1.10.0's rules a plain payload adds nothing (``StoreRules/PlainPayload/ignored``).
  // NB: Not one identity per case, as for a case without a payload: a change of payload would
  // then leave every reader of the state on the old value (the store library's #2899).
  public init<Payload: Equatable & Sendable>(case tag: Int, payload: Payload) {
    if let observable = payload as? any ObservableState {
      self = observable._$id.tagged(tag)
    } else if StoreRules.current.plainPayload == .ignored {
      self.init(case: tag)
    } else {
      self.init(kind: .tagged(tag, .plainValue(PlainValue(value: payload))))
    }
  }

  /// The identity of an enum state in case `tag`, which carries a payload that cannot be
  /// compared: fresh on every read (unless the payload is observable), so every read is a change
  /// and a store over the state notifies its readers after every send.
  ///
  /// Correct, but it re-renders every reader on every action (the store library's #3163, which
  /// does this for every plain payload): prefer an `Equatable & Sendable` payload. Under
  /// ``StoreRules/PlainPayload/ignored`` (1.7.0's and 1.10.0's rules) the payload adds nothing
  /// instead.
  public init<Payload>(case tag: Int, payload: Payload) {
    if let observable = payload as? any ObservableState {
      self = observable._$id.tagged(tag)
    } else if StoreRules.current.plainPayload == .ignored {
      self.init(case: tag)
    } else {
      self = ObservableStateID().tagged(tag)
    }
  }
}

nonisolated extension Equatable {
  /// Whether `other` is a value of this type equal to this one.
  fileprivate func isEqual(to other: any Equatable) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
