import Testing
import VanillaModels

/// A collection that logs how it was built, standing in for OpenCombine's `DisposeBag`.
nonisolated private struct LoggingBag: RangeReplaceableCollection {
  enum Call: Equatable {
    case emptyInit, append
  }

  private(set) var storage: [AnyCancellable] = []
  private(set) var calls: [Call] = []

  init() {
    calls = [.emptyInit]
  }

  var startIndex: Int { storage.startIndex }
  var endIndex: Int { storage.endIndex }
  func index(after index: Int) -> Int { storage.index(after: index) }
  subscript(position: Int) -> AnyCancellable { storage[position] }

  mutating func append(_ newElement: AnyCancellable) {
    calls.append(.append)
    storage.append(newElement)
  }

  mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
  where C.Element == AnyCancellable {
    storage.replaceSubrange(subrange, with: newElements)
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
