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
    var runs: [String] = []
    let kept = AnyCancellable { runs.append("kept") }
    #expect(runs == [])
    kept.cancel()
    #expect(runs == ["kept"])
    _ = AnyCancellable { runs.append("released") }
    #expect(runs == ["kept", "released"])
  }

  @Test("testCancelableInitialized: a wrapped Cancellable is cancelled on cancel(), and on release")
  func testCancelableInitialized() {
    let counter = CancelCounter()
    let wrapper = AnyCancellable(counter)
    var cancellations = [counter.cancellations]
    wrapper.cancel()
    cancellations.append(counter.cancellations)
    _ = AnyCancellable(counter)
    cancellations.append(counter.cancellations)
    #expect(cancellations == [0, 1, 2])
  }

  @Test("testCancelTwice: the cancel closure runs once however often cancel() is called")
  func testCancelTwice() {
    var runs = 0
    let cancellable = AnyCancellable { runs += 1 }
    var runsAfterEachCancel = [runs]
    for _ in 1...2 {
      cancellable.cancel()
      runsAfterEachCancel.append(runs)
    }
    #expect(runsAfterEachCancel == [0, 1, 1])
  }

  @Test(
    "testStoreInArbitraryCollection: store(in:) appends itself; seen as a Cancellable, a new wrapper"
  )
  func testStoreInArbitraryCollection() {
    let plain = AnyCancellable {}
    let wrapper = AnyCancellable(plain)
    let seenAsCancellable: any Cancellable = wrapper
    let stores: [(inout LoggingBag) -> Void] = [
      { plain.store(in: &$0) }, { wrapper.store(in: &$0) }, { seenAsCancellable.store(in: &$0) },
    ]
    var bag = LoggingBag()
    #expect(bag.calls == [.emptyInit])
    var callsPerStore: [[LoggingBag.Call]] = []
    for store in stores {
      let before = bag.calls.count
      store(&bag)
      callsPerStore.append(Array(bag.calls[before...]))
    }
    #expect(callsPerStore == [[.append], [.append], [.append]])
    #expect(bag.storage.count == 3)
    #expect(Array(bag.storage.prefix(2)) == [plain, wrapper])
    #expect(bag.storage.last != wrapper)
  }

  @Test("testStoreInSet: a set keeps each cancellable once; seen as a Cancellable, a new wrapper")
  func testStoreInSet() {
    let plain = AnyCancellable {}
    let wrapper = AnyCancellable(plain)
    let seenAsCancellable: any Cancellable = wrapper
    let stores: [(inout Set<AnyCancellable>) -> Void] = [
      { plain.store(in: &$0) }, { wrapper.store(in: &$0) }, { wrapper.store(in: &$0) },
      { seenAsCancellable.store(in: &$0) },
    ]
    var set = Set<AnyCancellable>()
    var sizes: [Int] = []
    for store in stores {
      store(&set)
      sizes.append(set.count)
    }
    #expect(sizes == [1, 2, 2, 3])
    #expect(set.isSuperset(of: [plain, wrapper]))
  }

  @Test("testIndirectCancellation: cancelling a wrapper cancels what it wraps, once")
  func testIndirectCancellation() {
    let counter = CancelCounter()
    let inner = AnyCancellable(counter)
    let outer = AnyCancellable(inner)
    var cancellations = [counter.cancellations]
    for cancellable in [outer, inner] {
      cancellable.cancel()
      cancellations.append(counter.cancellations)
    }
    #expect(cancellations == [0, 1, 1])
  }
}
