@_spi(Reflection) import Swift

/// How two values of one type compare as view inputs, worked out once per type from the type's
/// layout, the way SwiftUI compares a view's fields without reflecting on every comparison.
///
/// The rules are ``ViewInputs``': an `Equatable` type compares with `==`; a class instance by
/// identity; a struct or a tuple field by field; an optional by its payload; an array element by
/// element; a closure by its code and its context (``closureWords(_:)``); an existential
/// (`Any`, `any P`) by the rules of
/// the type it holds, looked up when it is compared. Anything else (an enum with a payload that
/// is not `Equatable`, a type with a custom mirror) is compared by reflection: the lab's views
/// hold none, so that path is a safety net, not a cost. A recursive type (a struct holding an
/// array of its own type) compares by these rules too, its inner values by the plan being made.
///
/// A comparison reads the two values through pointers to them; both must be of the type it was
/// made for.
enum InputComparison {
  /// Compares two values of one type, given pointers to them.
  typealias Compare = (UnsafeRawPointer, UnsafeRawPointer) -> Bool

  /// How values of one type compare, ready to compare many in a row: the comparison, and the
  /// words it reads by their bits alone, when it reads nothing else.
  nonisolated struct Plan {
    let compare: Compare
    /// The offsets of the words the comparison compares by their bits (a reference by identity,
    /// a closure by its code and context) when it compares nothing else; `nil` otherwise.
    let words: [Int]?

    /// Adds to `changed` each index of `indices` whose value, from `lhs` on, compares unequal
    /// to its counterpart from `rhs` on, the values `stride` bytes apart.
    ///
    /// NB: values compared word by word are read in this loop, without a call per value: a list
    /// of rows holding references compares in a few instructions a row.
    func appendChanged(
      _ indices: Range<Int>, _ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, stride: Int,
      to changed: inout [Int]
    ) {
      var lhs = lhs
      var rhs = rhs
      guard let words else {
        for index in indices {
          if !compare(lhs, rhs) { changed.append(index) }
          lhs += stride
          rhs += stride
        }
        return
      }
      // NB: one or two words, a row holding one or two references, compare unrolled (one word
      // is compared twice).
      switch words.count {
      case 1, 2:
        let (first, second) = (words[0], words[words.count - 1])
        for index in indices {
          if !Self.sameWord(at: first, lhs, rhs) || !Self.sameWord(at: second, lhs, rhs) {
            changed.append(index)
          }
          lhs += stride
          rhs += stride
        }
      default:
        words.withUnsafeBufferPointer { words in
          for index in indices {
            for word in words where !Self.sameWord(at: word, lhs, rhs) {
              changed.append(index)
              break
            }
            lhs += stride
            rhs += stride
          }
        }
      }
    }

    /// Whether `lhs` and `rhs` have the same bits in the word at `offset`.
    @inline(__always)
    private static func sameWord(at offset: Int, _ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer)
      -> Bool
    {
      lhs.load(fromByteOffset: offset, as: UInt.self)
        == rhs.load(fromByteOffset: offset, as: UInt.self)
    }
  }

  /// Plans already worked out, by type.
  private static var cache: [ObjectIdentifier: Plan] = [:]

  /// The comparison for values of `type`, worked out on first use.
  ///
  /// - Complexity: O(1) after the first call for a type (one dictionary lookup).
  static func of(_ type: Any.Type) -> Compare {
    plan(of: type, kind: nil).compare
  }

  /// The plan for values of `type`, worked out on first use.
  static func plan(of type: Any.Type) -> Plan {
    plan(of: type, kind: nil)
  }

  /// Plans being worked out, by type: a type that reaches itself while its plan is made (a
  /// struct holding an array of its own type) finds its plan here, to be filled in once made.
  private static var inProgress: [ObjectIdentifier: PendingPlan] = [:]

  /// A plan not yet made, for a type met again while its plan is made.
  nonisolated private final class PendingPlan {
    var compare: Compare?
  }

  /// NB: a recursive type (`struct Item { let children: [Item] }`) reaches itself through its
  /// array's element plan; the inner occurrence gets a comparison that calls the outer plan's
  /// once it is made, where planning it again would never end.
  private static func plan(of type: Any.Type, kind: _MetadataKind?) -> Plan {
    let id = ObjectIdentifier(type)
    if let known = cache[id] { return known }
    if let pending = inProgress[id] { return Plan(compare: later(pending), words: nil) }
    let pending = PendingPlan()
    inProgress[id] = pending
    let made = make(type, kind: kind ?? self.kind(of: type))
    inProgress[id] = nil
    pending.compare = made.compare
    cache[id] = made
    return made
  }

  /// The comparison `pending` will hold once its plan is made.
  nonisolated private static func later(_ pending: PendingPlan) -> Compare {
    { lhs, rhs in pending.compare!(lhs, rhs) }
  }

  private static func make(_ type: Any.Type, kind: _MetadataKind) -> Plan {
    if let offset = identityOffset(type, kind: kind) {
      return Plan(compare: identity(at: offset), words: [offset])
    }
    if let equatable = type as? any Equatable.Type {
      return Plan(compare: equality(equatable), words: nil)
    }
    switch kind {
    case .function: return fieldByField(identities: closureWords(type))
    case .existential: return Plan(compare: existential(type), words: nil)
    case .optional:
      guard let optional = type as? any OptionalInput.Type else { return reflecting(type) }
      return Plan(compare: optional.comparison(wrapped: of(optional.wrappedType)), words: nil)
    case .struct where type is any ArrayInput.Type:
      let array = type as! any ArrayInput.Type
      return Plan(compare: array.comparison(element: of(array.elementType)), words: nil)
    case .struct, .tuple:
      // NB: a custom mirror shows other children than the stored fields; reflection reads those.
      guard !(type is any CustomReflectable.Type) else { return reflecting(type) }
      // NB: a `weak` or `unowned` field does not hold a plain reference (a weak one points at
      // the object's side table), so it can be read in place only to compare its bits, which
      // is identity: the rule for a class that is not `Equatable`. Any other comparison of one
      // (`==`, an existential's) reads it the way reflection does.
      let strengths = kind == .struct ? StoredFields.strengths(of: type) : []
      var identities: [Int] = []
      var fields: [Field] = []
      var index = 0
      let readAll = _forEachField(of: type) { _, offset, fieldType, fieldKind in
        defer { index += 1 }
        if let inner = identityOffset(fieldType, kind: fieldKind) {
          identities.append(offset + inner)
        } else if fieldKind == .function {
          identities.append(contentsOf: closureWords(fieldType).map { offset + $0 })
        } else if index < strengths.count && !strengths[index] {
          return false
        } else {
          // NB: a field compared by words alone (a struct of references) adds its words.
          let plan = plan(of: fieldType, kind: fieldKind)
          if let words = plan.words {
            identities.append(contentsOf: words.map { offset + $0 })
          } else {
            fields.append(Field(offset: offset, compare: plan.compare))
          }
        }
        return true
      }
      guard readAll else { return reflecting(type) }
      return fieldByField(identities: identities, fields)
    default:
      return reflecting(type)
    }
  }

  /// Where a value of `type` holds the reference its comparison is the identity of, if it is
  /// one: the value itself for a class instance or an optional reference, its `wrappedValue`
  /// for an observed object; `nil` for any other comparison.
  ///
  /// NB: an observed object's `==` is the identity of the object it holds: its bits, read in
  /// place, without a generic `==` that copies the wrapper out (a retain and a release). An
  /// optional reference may be stored `weak`, whose bits are not a strong reference and must
  /// not be loaded as one; two weak references to one object have the same bits (its side
  /// table's), and `nil` is zero, so comparing the bits of one field in two values is identity
  /// either way.
  private static func identityOffset(_ type: Any.Type, kind: _MetadataKind) -> Int? {
    if type is any ObservedObjectProperty.Type { return wrappedValueOffset(in: type) }
    guard !(type is any Equatable.Type) else { return nil }
    switch kind {
    case .class: return 0
    case .optional: return (type as? any OptionalInput.Type)?.wrappedType is AnyClass ? 0 : nil
    default: return nil
    }
  }

  // NB: the comparisons the layout gives are made in nonisolated functions, so they are
  // nonisolated closures: a closure made on the main actor checks, on every call, that it runs
  // there, which cost more than the comparison.

  /// `==` on two values known to be `T`s.
  nonisolated private static func equality<T: Equatable>(_: T.Type) -> Compare {
    { lhs, rhs in
      lhs.assumingMemoryBound(to: T.self).pointee == rhs.assumingMemoryBound(to: T.self).pointee
    }
  }

  /// The same instance, held at `offset`. NB: compares the stored reference's bits, so a
  /// strong, `unowned` or `unowned(unsafe)` reference compares alike (a weak one is an optional:
  /// see ``identityOffset(_:kind:)``).
  nonisolated private static func identity(at offset: Int) -> Compare {
    { lhs, rhs in (lhs + offset).load(as: UInt.self) == (rhs + offset).load(as: UInt.self) }
  }

  /// Where an observed object's `wrappedValue` is stored in it.
  private static func wrappedValueOffset(in type: Any.Type) -> Int? {
    var offset: Int?
    _ = _forEachField(of: type) { name, fieldOffset, _, _ in
      guard String(cString: name) == "wrappedValue" else { return true }
      offset = fieldOffset
      return false
    }
    return offset
  }

  /// Where a closure of `type` keeps its words, each compared by its bits, as a reference's
  /// identity is (``fieldByField(identities:_:)``): two for a closure (its code and its
  /// context), one for a thin function.
  ///
  /// So a closure is equal when it is the same code with the same context, word for word. A
  /// closure that captures nothing (its context is null) is equal to itself on every body run,
  /// and so is one closure value handed down unchanged, or one made outside a generic context
  /// around one strongly held object (Swift makes that object its context); a closure made anew
  /// around anything else gets a new context, and is a changed input.
  ///
  /// NB: AttributeGraph's layouts compare a function field this way first: the code pointer by
  /// its bits, the context by identity (jcmosc/Compute's `LayoutDescriptor.cpp`, DanceUI's
  /// runtime, a decompiled AttributeGraph). Where the contexts differ, it goes on to compare the
  /// captured values, once it has their layout, which it works out in the background (the first
  /// comparisons answer "changed"); a context that is one object, or that carries generic type
  /// metadata, gets no layout and stays "changed". The lab stops at the first step, which differs
  /// only for a closure made anew outside generic code around captures that all compare equal
  /// (docs/fidelity.md, rule 15).
  private static func closureWords(_ type: Any.Type) -> [Int] {
    (0..<_openExistential(type, do: wordCount)).map { $0 * MemoryLayout<UInt>.stride }
  }

  /// A stored field: where it is, and how it compares.
  ///
  /// NB: a struct, not a tuple: a closure kept in an array of tuples is called through a
  /// conversion thunk.
  nonisolated private struct Field {
    let offset: Int
    let compare: Compare
  }

  /// Field by field: first the words compared by their bits (references compared by identity,
  /// closures' code and context), at their offsets, then each other field by its type's
  /// comparison.
  ///
  /// NB: a reference's identity is read in place, not through a comparison closure: taking a
  /// closure out of the list retains and releases its context, which cost a row view holding
  /// two references more than comparing them.
  nonisolated private static func fieldByField(identities: [Int], _ fields: [Field] = []) -> Plan {
    let compare: Compare = { lhs, rhs in
      for offset in identities
      where (lhs + offset).load(as: UInt.self) != (rhs + offset).load(as: UInt.self) {
        return false
      }
      for field in fields where !field.compare(lhs + field.offset, rhs + field.offset) {
        return false
      }
      return true
    }
    return Plan(compare: compare, words: fields.isEmpty ? identities : nil)
  }

  /// What an existential holds, compared by the rules of the held value's type.
  private static func existential(_ type: Any.Type) -> Compare {
    let read = _openExistential(type, do: reader)
    return { lhs, rhs in ViewInputs.areEqual(read(lhs), read(rhs)) }
  }

  /// The comparison of reflection, for the types the layout cannot answer for.
  private static func reflecting(_ type: Any.Type) -> Plan {
    let read = _openExistential(type, do: reader)
    return Plan(
      compare: { lhs, rhs in ViewInputs.areEqualByReflection(read(lhs), read(rhs)) }, words: nil)
  }

  /// Reads a value of `type` through a pointer to it, as `Any`.
  nonisolated static func valueReader(of type: Any.Type) -> (UnsafeRawPointer) -> Any {
    _openExistential(type, do: reader)
  }

  /// Comparisons of two values held as `Any`, both of the type they are cached under.
  private static var dynamicCache: [ObjectIdentifier: (Any, Any) -> Bool] = [:]

  /// Compares two values held as `Any` whose dynamic type is `type`.
  static func ofValues(_ type: Any.Type) -> (Any, Any) -> Bool {
    if let known = dynamicCache[ObjectIdentifier(type)] { return known }
    let made = _openExistential(type, do: valueComparison)
    dynamicCache[ObjectIdentifier(type)] = made
    return made
  }

  /// The kind of `type`'s metadata, read as the kind of a field of that type.
  nonisolated static func kind(of type: Any.Type) -> _MetadataKind {
    _openExistential(type, do: metadataKind)
  }
}

/// The kind of `T`'s metadata, read as the kind of a field of type `T`.
private nonisolated func metadataKind<T>(_: T.Type) -> _MetadataKind {
  var kind = _MetadataKind.unknown
  _ = _forEachField(of: FieldOf<T>.self) { _, _, _, fieldKind in
    kind = fieldKind
    return false
  }
  return kind
}

/// How many words a `T` takes: two for a closure (its code and its context), one for a thin
/// function.
private nonisolated func wordCount<T>(_: T.Type) -> Int {
  MemoryLayout<T>.size / MemoryLayout<UInt>.size
}

/// A struct with one field of type `T`, to learn `T`'s kind.
private struct FieldOf<T> {
  let value: T
}

// NB: generic functions at file scope: passing a generic static method to `_openExistential`
// crashes this compiler (6.3).

/// Reads a `T` through a pointer, as `Any`.
private nonisolated func reader<T>(_: T.Type) -> (UnsafeRawPointer) -> Any {
  { $0.assumingMemoryBound(to: T.self).pointee }
}

/// Compares two `Any`s holding `T`s by `T`'s comparison.
private func valueComparison<T>(_: T.Type) -> (Any, Any) -> Bool {
  let compare = InputComparison.of(T.self)
  return { lhs, rhs in
    // NB: a cast, not opening the existential: an `Any` read from an existential field holds
    // that existential, and a cast looks through it to the value.
    var lhs = lhs as! T
    var rhs = rhs as! T
    return withUnsafePointer(to: &lhs) { lhs in
      withUnsafePointer(to: &rhs) { rhs in compare(lhs, rhs) }
    }
  }
}

/// An optional input: equal when both are `nil`, or both hold equal payloads.
private protocol OptionalInput {
  static var wrappedType: Any.Type { get }
  nonisolated static func comparison(wrapped: @escaping InputComparison.Compare)
    -> InputComparison.Compare
}

extension Optional: OptionalInput {
  fileprivate static var wrappedType: Any.Type { Wrapped.self }

  nonisolated fileprivate static func comparison(wrapped: @escaping InputComparison.Compare)
    -> InputComparison.Compare
  {
    { lhs, rhs in
      switch (
        lhs.assumingMemoryBound(to: Self.self).pointee,
        rhs.assumingMemoryBound(to: Self.self).pointee
      ) {
      case (nil, nil): true
      case (var left?, var right?):
        withUnsafePointer(to: &left) { left in
          withUnsafePointer(to: &right) { right in wrapped(left, right) }
        }
      default: false
      }
    }
  }
}

/// An array input: equal when the counts match and the elements compare equal pairwise.
private protocol ArrayInput {
  static var elementType: Any.Type { get }
  nonisolated static func comparison(element: @escaping InputComparison.Compare)
    -> InputComparison.Compare
}

extension Array: ArrayInput {
  fileprivate static var elementType: Any.Type { Element.self }

  nonisolated fileprivate static func comparison(element: @escaping InputComparison.Compare)
    -> InputComparison.Compare
  {
    let stride = MemoryLayout<Element>.stride
    return { lhs, rhs in
      let left = lhs.assumingMemoryBound(to: Self.self).pointee
      let right = rhs.assumingMemoryBound(to: Self.self).pointee
      let count = left.count
      guard count == right.count else { return false }
      return left.withUnsafeBytes { left in
        right.withUnsafeBytes { right in
          guard var lhs = left.baseAddress, var rhs = right.baseAddress else { return true }
          for _ in 0..<count {
            guard element(lhs, rhs) else { return false }
            lhs += stride
            rhs += stride
          }
          return true
        }
      }
    }
  }
}
