/// The two directions of one enum case: build the enum from the case's payload, or get the
/// payload back out when the enum is in that case.
///
/// A case path is to an enum case what a key path is to a struct field. `Scope` uses one to
/// extract child actions from parent actions, and child stores use one to embed their actions
/// into the parent's. Case paths are written by hand here; see ``CasePathable``.
public struct AnyCasePath<Root, Value> {
  private let _embed: (Value) -> Root
  private let _extract: (Root) -> Value?

  /// Creates a case path from its two directions.
  ///
  /// - Parameters:
  ///   - embed: Wraps a payload in the case, usually the case itself (`Action.counter`).
  ///   - extract: Returns the payload when `root` is in the case, or `nil`.
  public init(embed: @escaping (Value) -> Root, extract: @escaping (Root) -> Value?) {
    self._embed = embed
    self._extract = extract
  }

  /// Wraps `value` in the case.
  public func embed(_ value: Value) -> Root {
    _embed(value)
  }

  /// The payload of `root` when it is in the case, otherwise `nil`.
  public func extract(from root: Root) -> Value? {
    _extract(root)
  }
}
