/// Which presentation a presented state is, as the store library's presentation `ifLet` tells
/// them apart: by the enum case the state is in, and by the `Identifiable` id of the state or,
/// failing that, of its case's payload. Nothing else counts: two values of a plain struct are
/// the same presentation however they differ, and an observable state's `_$id` is not read.
///
/// ``PresentationReducer`` compares the identity of the state before its parent handles a
/// ``PresentationAction/dismiss`` with the one after, and dismisses only the same presentation.
// NB: The library's `NavigationID.init(base:keyPath:)` (`Internal/NavigationID.swift` lines
// 69–80 at 1.7.0, 74–85 at HEAD d34c1dfe7a) compares a kind, the presentation's key path, which
// is the same on both sides of one reducer's comparison (so the type cannot differ either), the
// case's tag from the enum's metadata, and the id (`_identifiableID`, `OpenExistential.swift`
// lines 15–21). The lab has no enum metadata: the case's name, read through `Mirror`, stands in
// for the tag, and a payload of one labelled value, which `Mirror` shows as a one-element tuple,
// is unwrapped to that value as the library's `EnumMetadata.project` unwraps it (swift-case-paths,
// `EnumReflection.swift`). It differs only for cases overloaded by their labels (one name, two
// tags) and for an enum that reflects or describes itself (a custom mirror, description or debug
// description, which a case without a payload is named by).
struct PresentationIdentity: Equatable {
  /// The case the state is in; `nil` when it is no enum.
  private let caseName: String?
  /// The state's `Identifiable` id, or its payload's; `nil` when neither has one.
  private let id: AnyHashable?

  init(of state: Any) {
    let mirror = Mirror(reflecting: state)
    guard mirror.displayStyle == .enum else {
      caseName = nil
      id = identifiableID(of: state)
      return
    }
    caseName = StoreModels.caseName(of: state)
    id =
      identifiableID(of: state)
      ?? mirror.children.first.flatMap { identifiableID(of: unwrapped($0.value)) }
  }
}

/// A case's payload as the library projects it: a one-element tuple (a single labelled value)
/// is that value; any other payload, a tuple of several values among them, is itself.
private func unwrapped(_ payload: Any) -> Any {
  let mirror = Mirror(reflecting: payload)
  guard mirror.displayStyle == .tuple, mirror.children.count == 1, let only = mirror.children.first
  else { return payload }
  return only.value
}

/// `value`'s id when it is `Identifiable`.
private func identifiableID(of value: Any) -> AnyHashable? {
  func id(of value: some Identifiable) -> AnyHashable {
    value.id
  }
  return (value as? any Identifiable).map { id(of: $0) }
}
