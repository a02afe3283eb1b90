/// An ordered collection of elements with unique ids, with O(1) lookup and in-place writes by id.
///
/// ```swift
/// var rows = IdentifiedArray(id: \Row.State.id)
/// rows.append(Row.State(id: 1))
/// rows[id: 1]?.count += 1        // in place: no copy of the other rows
/// rows.remove(id: 1)
/// ```
///
/// The ids and their positions live in their own copy-on-write storage, separate from a
/// `ContiguousArray` of the elements. Element writes (``subscript(id:)``, the position subscript)
/// touch only the elements, never the ids; structural changes (``append(_:)``,
/// ``insert(_:at:)``, ``remove(id:)``, ``move(fromOffset:toOffset:)``, ``removeAll(where:)``)
/// copy the ids first if they are shared. So copies of an array keep sharing their ids through
/// any number of element changes, and "are the ids the same?" is usually an O(1) identity check:
/// what lets an observed `IdentifiedArray` field notify on add and remove but not when an
/// element changes inside.
///
/// Writes must keep each element's id: changing it through a subscript is a precondition
/// failure.
public nonisolated struct IdentifiedArray<ID: Hashable, Element> {
  /// The key path of an element's id.
  public let id: KeyPath<Element, ID>
  var _ids: IdentifiedArrayIDs<ID>
  var _elements: ContiguousArray<Element>
  /// Changes whenever an element is replaced by another value through a setter, never when one
  /// is modified in place; ``ForEachReducer`` also stamps an element its reducer replaced, and
  /// the modify accessors of observable elements one they were handed in place of the old
  /// (`IdentifiedArray+ReplacedElements`). The array's own modify accessors, which cannot tell,
  /// stamp any element of an identity they wrote (``noteUncomparedWrite()``). See
  /// ``elementChangeStamp``.
  var _replacementStamp: UInt64 = 0

  /// An empty array whose elements are identified by `id`.
  ///
  /// - Complexity: O(1).
  public init(id: KeyPath<Element, ID>) {
    self.init(id: id, ids: IdentifiedArrayIDs(), elements: [])
  }

  /// An array of `elements`, which must have unique ids.
  ///
  /// - Complexity: O(n).
  public init(uniqueElements elements: some Sequence<Element>, id: KeyPath<Element, ID>) {
    self.init(id: id, uniqueElements: ContiguousArray(elements)) { $0[keyPath: id] }
  }

  /// An array of `elements`, which must have unique ids, each read by `elementID`.
  ///
  /// NB: built in one pass with room reserved for every id (``index(_:from:into:_:elementID:)``),
  /// as swift-identified-collections builds its array in one go
  /// (`OrderedDictionary(uniqueKeysWithValues:)`, `IdentifiedArray+Initializers.swift` lines 63
  /// and 179 at 1.1.1), rather than appended element by element; `Identifiable` elements have
  /// their `id` read directly, as its initializer for them does, not through the key path.
  ///
  /// - Complexity: O(n).
  init(
    id: KeyPath<Element, ID>, uniqueElements elements: ContiguousArray<Element>,
    elementID: (Element) -> ID
  ) {
    var order = ContiguousArray<ID>()
    var positions: [ID: Int] = [:]
    Self.index(elements, from: 0, into: &order, &positions, elementID: elementID)
    self.init(
      id: id, ids: IdentifiedArrayIDs(order: order, positions: positions), elements: elements)
  }

  init(id: KeyPath<Element, ID>, ids: IdentifiedArrayIDs<ID>, elements: ContiguousArray<Element>) {
    self.id = id
    self._ids = ids
    self._elements = elements
  }

  /// The ids, in element order.
  ///
  /// - Complexity: O(1).
  public var ids: ContiguousArray<ID> {
    _ids.order
  }

  /// The position of the element with `id`, or `nil`.
  ///
  /// - Complexity: O(1).
  public func index(id: ID) -> Int? {
    _ids.positions[id]
  }

  /// The element with `id`, or `nil`.
  ///
  /// Modifying an existing element through this subscript is in place and never touches the
  /// ids. Setting `nil` removes the element; setting an element for an absent id appends it.
  /// Where the elements are ``ObservableState``, an overload compares the element's identity
  /// (`IdentifiedArray+ReplacedElements`); from code generic over any element, which gets this
  /// one, a modified element of an identity counts as replaced (``elementChangeStamp``).
  ///
  /// - Complexity: O(1) to read or modify an element; O(n) to remove one; amortized O(1) to
  ///   append one.
  public subscript(id id: ID) -> Element? {
    get {
      // NB: not `_ids.positions[id].map { _elements[$0] }`: from generic code `Optional.map` and
      // its closure are not inlined and cost more than the lookup. (A store's element store reads
      // its row by `index(id:)` and position instead: `ChildStateLookup`.)
      guard let index = _ids.positions[id] else { return nil }
      return _elements[index]
    }
    set {
      guard let newValue else {
        remove(id: id)
        return
      }
      if let index = _ids.positions[id] {
        self[index] = newValue
      } else {
        precondition(
          newValue[keyPath: self.id] == id, "An element stored at id \(id) has another id.")
        append(newValue)
      }
    }
    _modify {
      guard let index = _ids.positions[id] else {
        yield &self[absent: id]
        return
      }
      // NB: an element set to `nil` is removed, a structural change: the stamp adds nothing.
      defer { noteUncomparedWrite() }
      yield &self[unstamped: id, at: index]
    }
  }

  /// Calls `body` with the elements' contiguous storage, whose address tells whether a write
  /// copied them.
  ///
  /// - Complexity: O(1).
  public func withUnsafeBufferPointer<Result>(
    _ body: (UnsafeBufferPointer<Element>) throws -> Result
  ) rethrows -> Result {
    try _elements.withUnsafeBufferPointer(body)
  }

  /// The same ids without elements: a placeholder that compares identity-equal to this array.
  /// See ``ForEachReducer``, which parks it in the state while it modifies the real array.
  var hollow: IdentifiedArray {
    IdentifiedArray(id: id, ids: _ids, elements: [])
  }

  /// Whether `other` has the same ids in the same order: the identity of an identified array,
  /// which element changes keep and structural changes replace.
  ///
  /// - Complexity: O(1) when both share their id storage (always, after element writes only)
  ///   or their counts differ; otherwise O(n).
  func hasSameIDs(as other: IdentifiedArray) -> Bool {
    _ids === other._ids || _ids.order == other._ids.order
  }

  /// A number that changes on every structural change and never repeats.
  var structuralGeneration: UInt64 {
    _ids.generation
  }

  /// Changes when the ids change or an element is replaced, and only then: while it stays the
  /// same, every element was at most modified in place, and its readers were told field by field.
  var elementChangeStamp: ElementChangeStamp {
    ElementChangeStamp(structure: _ids.generation, replacements: _replacementStamp)
  }

  mutating func noteReplacement() {
    _replacementStamp = StructuralGeneration.next()
  }

  /// Stamps an element written through the array's own modify accessors, whose identity no one
  /// compared, as replaced when the elements have an identity (``ObservableState``): that write
  /// may have handed the array a new element, and the stores then check every element's
  /// identity. Elements without one have nothing for their stores to check.
  ///
  /// NB: the identity is main-actor state, and these accessors serve every element type from
  /// nonisolated code. Recording only the position written instead, for the stores to check that
  /// element alone, takes a stamp, a position and the stamp since which every such write was at
  /// that position (sound for any copy a store sees next): 3 more words, 7 where the array had
  /// 4, and the generic code that reads a row store's element then looked the array's metadata
  /// up on every read: +1,014 instructions a `store` row increment for those lookups alone
  /// (callgrind; docs/performance.md, the generic-code write's entry). So a write from generic
  /// code costs a check of every element store, as every release's send does.
  mutating func noteUncomparedWrite() {
    if Element.self is any ObservableState.Type { noteReplacement() }
  }
}

/// An identified array of `Identifiable` elements: `IdentifiedArrayOf<Row.State>`.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>

nonisolated extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
  /// An empty array of `Identifiable` elements.
  ///
  /// - Complexity: O(1).
  public init() {
    self.init(id: \.id)
  }

  /// An array of `Identifiable` elements, which must have unique ids.
  ///
  /// - Complexity: O(n).
  public init(uniqueElements elements: some Sequence<Element>) {
    self.init(id: \.id, uniqueElements: ContiguousArray(elements)) { $0.id }
  }
}

/// What an identified array's element stores need re-checking for: its structure and its
/// element replacements. See ``IdentifiedArray/elementChangeStamp``.
struct ElementChangeStamp: Equatable {
  let structure: UInt64
  let replacements: UInt64
}

/// A collection whose element stores a send can skip when its ``ElementChangeStamp`` did not
/// change.
protocol ElementChangeStamped {
  var elementChangeStamp: ElementChangeStamp { get }
}

nonisolated extension IdentifiedArray: ElementChangeStamped {}

/// A collection whose ids say which of its gone element stores can have their state again
/// (``GoneChildren``).
protocol IdentifiedElements {
  /// How many elements there are.
  var count: Int { get }
  /// A number that changes on every structural change and never repeats: the same number, the
  /// same ids in the same order.
  var structuralGeneration: UInt64 { get }
  /// Calls `body` with each element's id, in order.
  func forEachElementID(_ body: (AnyHashable) -> Void)
}

nonisolated extension IdentifiedArray: IdentifiedElements {
  func forEachElementID(_ body: (AnyHashable) -> Void) {
    for id in ids { body(AnyHashable(id)) }
  }
}
