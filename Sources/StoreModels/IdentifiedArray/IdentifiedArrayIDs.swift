import Synchronization

/// The ids of an ``IdentifiedArray``, in order, with the position of each: the array's
/// copy-on-write storage for everything except its elements.
///
/// Element writes never touch this storage, so two copies of an array keep sharing it until one
/// of them changes structurally (append, insert, remove, move). That makes "did the ids change?"
/// an O(1) `===` in the common case (see ``IdentifiedArray/hasSameIDs(as:)``).
nonisolated final class IdentifiedArrayIDs<ID: Hashable> {
  /// The ids in element order.
  private(set) var order: ContiguousArray<ID>
  /// The position of each id in `order`.
  private(set) var positions: [ID: Int]
  /// Changes on every structural change, to a number no other storage has ever had.
  private(set) var generation = StructuralGeneration.next()

  init(order: ContiguousArray<ID> = [], positions: [ID: Int] = [:]) {
    self.order = order
    self.positions = positions
  }

  /// A copy to change while the original stays shared. O(n).
  func copy() -> IdentifiedArrayIDs {
    IdentifiedArrayIDs(order: order, positions: positions)
  }

  /// Runs a structural change and stamps the storage with a new generation.
  func change<Result>(_ body: (inout ContiguousArray<ID>, inout [ID: Int]) -> Result) -> Result {
    generation = StructuralGeneration.next()
    return body(&order, &positions)
  }
}

/// A process-wide counter that stamps identified-array storage on every structural change.
///
/// A field's `_modify` keeps only the generation across the modification, not the storage: if it
/// held the storage, an append made inside the modification would find it shared and copy every
/// id. A number drawn from one counter can never be mistaken for another storage's, even after
/// the first storage is freed and its memory reused.
nonisolated enum StructuralGeneration {
  private static let counter = Atomic<UInt64>(0)

  static func next() -> UInt64 {
    counter.add(1, ordering: .relaxed).newValue
  }
}
