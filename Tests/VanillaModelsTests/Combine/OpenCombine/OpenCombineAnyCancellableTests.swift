import Testing
import VanillaModels

/// A collection that logs every call made to it as a collection, standing in for OpenCombine's
/// `DisposeBag` (a `TrackingCollection`), so a test sees exactly which calls `store(in:)` makes.
/// Reading ``storage`` or ``calls`` is not logged.
nonisolated private struct LoggingBag: RangeReplaceableCollection {
  enum Call: Equatable {
    case makeIterator, underestimatedCount
    case startIndex, endIndex, indexAfter, formIndexAfter, indexOffset, indexOffsetLimited
    case distance, element, slice, indices, isEmpty, count
    case emptyInit, repeatingInit, sequenceInit
    case replaceSubrange, reserveCapacity, append, appendContents, insert, insertContents
    case remove, removeSubrange, removeFirst, removeFirstCount, removeAll, removeAllWhere
  }

  /// NB: a class, so that reads, which cannot mutate the bag, are logged too.
  nonisolated private final class Log {
    var calls: [Call] = []
  }

  private let log = Log()
  private(set) var storage: [AnyCancellable]
  var calls: [Call] { log.calls }

  private init(_ call: Call, storage: [AnyCancellable]) {
    self.storage = storage
    log.calls = [call]
  }

  /// Logs `call` and returns `result`.
  private func logged<Result>(_ call: Call, _ result: Result) -> Result {
    log.calls.append(call)
    return result
  }

  // Sequence and Collection: reads.

  func makeIterator() -> IndexingIterator<[AnyCancellable]> {
    logged(.makeIterator, storage.makeIterator())
  }
  var underestimatedCount: Int { logged(.underestimatedCount, storage.underestimatedCount) }
  var startIndex: Int { logged(.startIndex, storage.startIndex) }
  var endIndex: Int { logged(.endIndex, storage.endIndex) }
  func index(after index: Int) -> Int { logged(.indexAfter, storage.index(after: index)) }
  func formIndex(after index: inout Int) {
    log.calls.append(.formIndexAfter)
    storage.formIndex(after: &index)
  }
  func index(_ index: Int, offsetBy distance: Int) -> Int {
    logged(.indexOffset, storage.index(index, offsetBy: distance))
  }
  func index(_ index: Int, offsetBy distance: Int, limitedBy limit: Int) -> Int? {
    logged(.indexOffsetLimited, storage.index(index, offsetBy: distance, limitedBy: limit))
  }
  func distance(from start: Int, to end: Int) -> Int {
    logged(.distance, storage.distance(from: start, to: end))
  }
  subscript(position: Int) -> AnyCancellable { logged(.element, storage[position]) }
  subscript(bounds: Range<Int>) -> Slice<Self> { logged(.slice, Slice(base: self, bounds: bounds)) }
  var indices: Range<Int> { logged(.indices, storage.indices) }
  var isEmpty: Bool { logged(.isEmpty, storage.isEmpty) }
  var count: Int { logged(.count, storage.count) }

  // RangeReplaceableCollection: making and changing.

  init() { self.init(.emptyInit, storage: []) }
  init(repeating element: AnyCancellable, count: Int) {
    self.init(.repeatingInit, storage: Array(repeating: element, count: count))
  }
  init<S: Sequence>(_ elements: S) where S.Element == AnyCancellable {
    self.init(.sequenceInit, storage: Array(elements))
  }
  mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
  where C.Element == AnyCancellable {
    storage.replaceSubrange(subrange, with: logged(.replaceSubrange, newElements))
  }
  mutating func reserveCapacity(_ capacity: Int) {
    storage.reserveCapacity(logged(.reserveCapacity, capacity))
  }
  mutating func append(_ element: AnyCancellable) {
    storage.append(logged(.append, element))
  }
  mutating func append<S: Sequence>(contentsOf elements: S) where S.Element == AnyCancellable {
    storage.append(contentsOf: logged(.appendContents, elements))
  }
  mutating func insert(_ element: AnyCancellable, at index: Int) {
    storage.insert(logged(.insert, element), at: index)
  }
  mutating func insert<C: Collection>(contentsOf elements: C, at index: Int)
  where C.Element == AnyCancellable {
    storage.insert(contentsOf: logged(.insertContents, elements), at: index)
  }
  mutating func remove(at index: Int) -> AnyCancellable {
    storage.remove(at: logged(.remove, index))
  }
  mutating func removeSubrange(_ bounds: Range<Int>) {
    storage.removeSubrange(logged(.removeSubrange, bounds))
  }
  mutating func removeFirst() -> AnyCancellable {
    log.calls.append(.removeFirst)
    return storage.removeFirst()
  }
  mutating func removeFirst(_ count: Int) {
    storage.removeFirst(logged(.removeFirstCount, count))
  }
  mutating func removeAll(keepingCapacity keepCapacity: Bool) {
    storage.removeAll(keepingCapacity: logged(.removeAll, keepCapacity))
  }
  mutating func removeAll(where shouldBeRemoved: (AnyCancellable) throws -> Bool) rethrows {
    log.calls.append(.removeAllWhere)
    try storage.removeAll(where: shouldBeRemoved)
  }
}

/// OpenCombine's `Tests/OpenCombineTests/AnyCancellableTests.swift`, case by case in the slice's
/// terms (a `CancelCounter` stands in for `CustomSubscription`).
@Suite("OpenCombine AnyCancellableTests")
struct OpenCombineAnyCancellableTests {
  @Test("testClosureInitialized: the closure runs on cancel(), and on release if never cancelled")
  func testClosureInitialized() {
    var fired = 0
    let cancellable = AnyCancellable { fired += 1 }
    #expect(fired == 0)
    cancellable.cancel()
    #expect(fired == 1)
    _ = AnyCancellable { fired += 1 }
    #expect(fired == 2)
  }

  @Test("testCancelableInitialized: a wrapped Cancellable is cancelled on cancel(), and on release")
  func testCancelableInitialized() {
    let wrapped = CancelCounter()
    let cancellable = AnyCancellable(wrapped)
    #expect(wrapped.cancellations == 0)
    cancellable.cancel()
    #expect(wrapped.cancellations == 1)
    _ = AnyCancellable(wrapped)
    #expect(wrapped.cancellations == 2)
  }

  @Test("testCancelTwice: the cancel closure runs once however often cancel() is called")
  func testCancelTwice() {
    var counter = 0
    let cancellable = AnyCancellable { counter += 1 }
    #expect(counter == 0)
    cancellable.cancel()
    #expect(counter == 1)
    cancellable.cancel()
    #expect(counter == 1)
  }

  @Test(
    "testStoreInArbitraryCollection: store(in:) appends itself; seen as a Cancellable, a new wrapper"
  )
  func testStoreInArbitraryCollection() {
    var bag = LoggingBag()
    #expect(bag.calls == [.emptyInit])
    let first = AnyCancellable {}
    first.store(in: &bag)
    #expect(bag.calls == [.emptyInit, .append])
    let second = AnyCancellable(first)
    second.store(in: &bag)
    #expect(bag.calls == [.emptyInit, .append, .append])
    #expect(bag.storage == [first, second])
    let abstracted: any Cancellable = second
    abstracted.store(in: &bag)
    #expect(bag.calls == [.emptyInit, .append, .append, .append])
    #expect(bag.storage.count == 3)
    #expect(bag.storage.last != second)
  }

  @Test("testStoreInSet: a set keeps each cancellable once; seen as a Cancellable, a new wrapper")
  func testStoreInSet() {
    var set = Set<AnyCancellable>()
    let first = AnyCancellable {}
    first.store(in: &set)
    #expect(set == [first])
    let second = AnyCancellable(first)
    second.store(in: &set)
    #expect(set == [first, second])
    second.store(in: &set)
    #expect(set == [first, second])
    let abstracted: any Cancellable = second
    abstracted.store(in: &set)
    #expect(set.count == 3)
  }

  @Test("testIndirectCancellation: cancelling a wrapper cancels what it wraps, once")
  func testIndirectCancellation() {
    let subscription = CancelCounter()
    let inner = AnyCancellable(subscription)
    let outer = AnyCancellable(inner)
    #expect(subscription.cancellations == 0)
    outer.cancel()
    #expect(subscription.cancellations == 1)
    inner.cancel()
    #expect(subscription.cancellations == 1)
  }
}
