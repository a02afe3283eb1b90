/// The identity of an ``ObservableState`` value.
///
/// Backed by a class instance that is never mutated: copying a value copies the reference, so
/// copies share the identity; ``_$willModify()`` swaps in a new instance, which gives this value
/// a fresh identity without touching the copies. Comparing is `===`, so it is O(1), and holding
/// an identity keeps its instance alive, so a stale identity can never be mistaken for a new one.
///
/// Enum states build their identity from their case (see ``tagged(_:)`` and ``init(case:)``), so
/// changing case is a change of identity, while a change inside the same case's payload is not.
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

  private indirect enum Kind: Hashable, Sendable {
    case location(Location)
    /// What every payload-less enum case is tagged onto.
    // NB: No storage instance: a shared one would be a process-wide object that every store
    // over a `nil` optional reaches, and that outlives them all (the lab's leak scan would
    // report it).
    case payloadless
    case tagged(Int, Kind)
  }

  private var kind: Kind

  /// A fresh identity, different from every other.
  public init() {
    kind = .location(Location())
  }

  /// The identity of an enum state in a case without an observable payload: the same on every
  /// read, so a store in that case notifies nobody until the case changes.
  // NB: Stable, unlike TCA's fresh identity per read, which re-renders every reader of such a
  // state on every action (swift-composable-architecture#3163).
  public init(case tag: Int) {
    kind = .tagged(tag, .payloadless)
  }

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
