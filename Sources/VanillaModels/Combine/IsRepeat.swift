/// Whether `value` repeats `previous`, so handing it to the same receiver again shows no
/// progress: equal by `==`, the same instance, or values there is no way to compare.
///
/// NB: values without `==` (`Void`, the value of every `objectWillChange`, among them) count as
/// repeats: nothing tells a new one from the old. Only re-entrant deliveries compare, so the
/// existential casts here are off the common path.
func isRepeat<Value>(_ value: Value, of previous: Value) -> Bool {
  if let value = value as? any Equatable {
    return value.isEqual(to: previous)
  }
  if Value.self is AnyObject.Type {
    return (value as AnyObject) === (previous as AnyObject)
  }
  return true
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    (other as? Self) == self
  }
}
