@testable import ArchitectureLab

/// What a value keeps that can grow with its input, read from its stored properties (`Mirror`):
/// one for each byte of a string it holds (UTF-8) and for each element of a collection, through
/// structs, enums, optionals, tuples and class instances (each instance once). A test compares
/// two values with it: unlike the process's heap, nothing another test does moves it.
///
/// NB: a ``Scenario`` counts nothing: it is the lab's description of a scenario, shared by every
/// script of it, not a script's storage. What `Mirror` cannot see is not counted either: what a
/// closure captures, and memory reached through unsafe pointers.
enum StoredSize {
  static func of(_ value: Any) -> Int {
    var seen: Set<ObjectIdentifier> = []
    return size(of: value, seen: &seen)
  }

  private static func size(of value: Any, seen: inout Set<ObjectIdentifier>) -> Int {
    if value is Scenario { return 0 }
    if let string = value as? String { return string.utf8.count }
    if let substring = value as? Substring { return substring.utf8.count }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .class {
      guard seen.insert(ObjectIdentifier(value as AnyObject)).inserted else { return 0 }
    }
    let isCollection = [.collection, .dictionary, .set].contains(mirror.displayStyle)
    var total = isCollection ? mirror.children.count : 0
    var level: Mirror? = mirror
    while let current = level {
      for child in current.children { total += size(of: child.value, seen: &seen) }
      level = current.superclassMirror
    }
    return total
  }
}
