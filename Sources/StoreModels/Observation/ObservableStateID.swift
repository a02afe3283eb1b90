/// The identity of an ``ObservableState`` value.
///
/// Backed by a class instance that is never mutated: copying a value copies the reference, so
/// copies share the identity; ``_$willModify()`` swaps in a new instance, which gives this value
/// a fresh identity without touching the copies. Comparing is `===`, so it is O(1), and holding
/// an identity keeps its instance alive, so a stale identity can never be mistaken for a new one.
public nonisolated struct ObservableStateID: Hashable, Sendable {
  private final class Storage: Sendable {}

  private var storage = Storage()

  /// A fresh identity, different from every other.
  public init() {}

  /// Replaces this identity with a fresh one; copies made before keep the old one.
  public mutating func _$willModify() {
    storage = Storage()
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage === rhs.storage
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(storage))
  }
}
