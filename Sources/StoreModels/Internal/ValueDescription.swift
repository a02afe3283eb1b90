/// How an action (or any value) is written in a warning: as a reader writes it in a case path,
/// `counter1(incrementButtonTapped)` or `element(id: 1, action: incrementButtonTapped)`, not
/// with the nested types' qualified names that `String(describing:)` gives
/// (`counter1(StoreModels.EnumDestination.Counter.Action.incrementButtonTapped)`). Strings are
/// quoted and escaped as Swift writes them; numbers, structs and anything else as
/// `String(describing:)` writes them.
func valueDescription(_ value: Any) -> String {
  if let string = value as? String {
    return String(reflecting: string)
  }
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .enum?:
    guard let payload = mirror.children.first, let name = payload.label else {
      return String(describing: value)
    }
    return "\(name)(\(payloadDescription(payload.value)))"
  case .optional?:
    return mirror.children.first.map { valueDescription($0.value) } ?? "nil"
  default:
    return String(describing: value)
  }
}

/// The name of the case an enum value is in (`counter2`), or the value written as
/// ``valueDescription(_:)`` writes it when it is not an enum.
func caseName(of value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum else { return valueDescription(value) }
  return mirror.children.first?.label ?? String(describing: value)
}

/// A case's payload: its values, with their labels when the case declares them.
private func payloadDescription(_ payload: Any) -> String {
  let mirror = Mirror(reflecting: payload)
  guard mirror.displayStyle == .tuple else { return valueDescription(payload) }
  return mirror.children.map { child in
    let value = valueDescription(child.value)
    guard let label = child.label, !label.hasPrefix(".") else { return value }
    return "\(label): \(value)"
  }.joined(separator: ", ")
}
