/// Decides whether a view's inputs changed, the way SwiftUI compares view values.
///
/// A view that is `Equatable` is compared with `==`. Otherwise its stored properties are compared
/// one by one: `Equatable` values with `==`, class instances by identity (an `@ObservedObject` or
/// a `let model` passed down unchanged is an equal input), structs, tuples, optionals, enums and
/// arrays field by field (element by element), closures by their code and context: the same
/// closure value, or one that captures nothing, is an equal input, and a closure made anew around
/// captured values is a changed one (``InputComparison``). Anything else counts as changed.
///
/// How a type compares is worked out once per type from its layout (``InputComparison``); a
/// comparison then reads the fields in place, with no reflection.
enum ViewInputs {
  /// Whether two values are equal inputs.
  ///
  /// - Complexity: O(fields compared) once the values' type has been seen.
  static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    let type = Swift.type(of: lhs)
    guard type == Swift.type(of: rhs) else { return areEqualByReflection(lhs, rhs) }
    return InputComparison.ofValues(type)(lhs, rhs)
  }

  /// The same rules, applied by reflecting on the values: for values of different types, and the
  /// types whose layout ``InputComparison`` does not read (enums with payloads, custom mirrors).
  static func areEqualByReflection(_ lhs: Any, _ rhs: Any) -> Bool {
    if let lhs = lhs as? any Equatable {
      return isEqual(lhs, rhs)
    }
    if type(of: lhs) is AnyObject.Type {
      return type(of: rhs) is AnyObject.Type && (lhs as AnyObject) === (rhs as AnyObject)
    }
    let left = Mirror(reflecting: lhs)
    let right = Mirror(reflecting: rhs)
    switch left.displayStyle {
    case .struct?, .tuple?, .optional?, .enum?, .collection?:
      guard left.displayStyle == right.displayStyle, left.children.count == right.children.count
      else { return false }
      // NB: a case without a payload has no children to tell it from another: its name does.
      // Printed only then: printing a value reflects on all of it.
      if left.displayStyle == .enum, left.children.isEmpty, "\(lhs)" != "\(rhs)" {
        return false
      }
      return zip(left.children, right.children).allSatisfy { pair in
        pair.0.label == pair.1.label && areEqual(pair.0.value, pair.1.value)
      }
    default:
      return false
    }
  }

  private static func isEqual<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? T else { return false }
    return lhs == rhs
  }
}
