import Instrumentation
import Observation
import Testing

@testable import ArchitectureLab

// Tests of the view layer's fast paths (#15): each one must give what the slow rule gives.

// MARK: - Input comparison by layout agrees with reflection

private final class Object {}

private struct Plain {
  let number: Int
  let text: String
}

private struct Holder {
  let object: Object
  let optionalObject: Object?
  let plain: Plain
  let optionalPlain: Plain?
}

private struct Mixed {
  let any: Any
  let objects: [Object]
  let plains: [Plain]
  let pair: (Int, Object)
  let closure: (() -> Void)?
  let hashable: AnyHashable
}

private enum Payload {
  case none
  case object(Object)
  case plain(Plain)
}

private struct Weakly {
  weak var object: Object?
  unowned let owner: Object
}

/// An observed object after a plain field: the object's identity is read inside its wrapper,
/// away from the start of the value.
private struct Observing {
  let number: Int
  @ObservedObject var specs: Specs
}

/// A tree of plain values, not `Equatable`: its plan reaches itself through its children.
private struct Tree {
  let title: String
  let children: [Tree]
}

/// A class compared by `==`: two instances of one value are equal inputs.
private final class ValueObject: Equatable {
  let value: Int
  init(_ value: Int) { self.value = value }
  static func == (lhs: ValueObject, rhs: ValueObject) -> Bool { lhs.value == rhs.value }
}

private protocol Delegate: AnyObject {}
extension Object: Delegate {}

/// References compared by `==` or as existentials, held strongly, weakly and unowned.
private struct HoldsValueObjects {
  let strong: ValueObject
  weak var weakly: ValueObject?
  weak var delegate: (any Delegate)?
  unowned let owner: ValueObject
}

@Suite("View input comparison by layout")
struct InputComparisonTests {
  private let first = Object()
  private let second = Object()
  private let firstSpecs = Specs()
  private let secondSpecs = Specs()
  private let one = ValueObject(1)
  private let otherOne = ValueObject(1)
  private let two = ValueObject(2)

  /// Values of each type, some equal by the rules and some not.
  private var catalogue: [[Any]] {
    let closure: () -> Void = {}
    return [
      [Plain(number: 1, text: "a"), Plain(number: 1, text: "a"), Plain(number: 2, text: "a")],
      [
        Holder(
          object: first, optionalObject: nil, plain: .init(number: 1, text: ""), optionalPlain: nil),
        Holder(
          object: first, optionalObject: nil, plain: .init(number: 1, text: ""), optionalPlain: nil),
        Holder(
          object: second, optionalObject: nil, plain: .init(number: 1, text: ""), optionalPlain: nil
        ),
        Holder(
          object: first, optionalObject: first, plain: .init(number: 1, text: ""),
          optionalPlain: nil),
        Holder(
          object: first, optionalObject: first, plain: .init(number: 1, text: ""),
          optionalPlain: .init(number: 3, text: "x")),
        Holder(
          object: first, optionalObject: first, plain: .init(number: 1, text: ""),
          optionalPlain: .init(number: 3, text: "x")),
      ],
      [
        Mixed(any: 1, objects: [first], plains: [], pair: (1, first), closure: nil, hashable: 1),
        Mixed(any: 1, objects: [first], plains: [], pair: (1, first), closure: nil, hashable: 1),
        Mixed(any: "1", objects: [first], plains: [], pair: (1, first), closure: nil, hashable: 1),
        Mixed(
          any: first, objects: [first], plains: [], pair: (1, first), closure: nil, hashable: 1),
        Mixed(
          any: first, objects: [first], plains: [], pair: (1, first), closure: nil, hashable: 1),
        Mixed(
          any: Plain(number: 1, text: ""), objects: [first, second],
          plains: [.init(number: 1, text: "")], pair: (2, second), closure: nil, hashable: "1"),
        Mixed(
          any: Plain(number: 1, text: ""), objects: [first, second],
          plains: [.init(number: 1, text: "")], pair: (2, second), closure: nil, hashable: "1"),
        Mixed(any: 1, objects: [], plains: [], pair: (1, first), closure: closure, hashable: 1),
      ],
      [
        Payload.none, Payload.none, Payload.object(first), Payload.object(first),
        Payload.object(second), Payload.plain(.init(number: 1, text: "")),
        Payload.plain(.init(number: 1, text: "")),
      ],
      [
        Weakly(object: first, owner: second), Weakly(object: first, owner: second),
        Weakly(object: nil, owner: second), Weakly(object: second, owner: first),
      ],
      [[first, second], [first, second], [second, first], [first]],
      [Object?.none, first, first, second].map { $0 as Any },
      [
        Observing(number: 1, specs: firstSpecs), Observing(number: 1, specs: firstSpecs),
        Observing(number: 1, specs: secondSpecs), Observing(number: 2, specs: firstSpecs),
      ],
      [
        Tree(title: "a", children: []), Tree(title: "a", children: []),
        Tree(title: "a", children: [Tree(title: "b", children: [])]),
        Tree(title: "a", children: [Tree(title: "b", children: [])]),
        Tree(title: "a", children: [Tree(title: "c", children: [])]),
        Tree(title: "a", children: [Tree(title: "b", children: [Tree(title: "d", children: [])])]),
      ],
      [
        HoldsValueObjects(strong: one, weakly: one, delegate: first, owner: one),
        HoldsValueObjects(strong: otherOne, weakly: otherOne, delegate: first, owner: otherOne),
        HoldsValueObjects(strong: two, weakly: one, delegate: first, owner: one),
        HoldsValueObjects(strong: one, weakly: two, delegate: first, owner: one),
        HoldsValueObjects(strong: one, weakly: nil, delegate: first, owner: one),
        HoldsValueObjects(strong: one, weakly: one, delegate: second, owner: one),
        HoldsValueObjects(strong: one, weakly: one, delegate: nil, owner: one),
        HoldsValueObjects(strong: one, weakly: one, delegate: first, owner: two),
      ],
    ]
  }

  @Test("comparing by layout gives what comparing by reflection gives, for every pair")
  func layoutAgreesWithReflection() {
    let values = catalogue.flatMap { $0 }
    for (i, lhs) in values.enumerated() {
      for (j, rhs) in values.enumerated() {
        #expect(
          ViewInputs.areEqual(lhs, rhs) == ViewInputs.areEqualByReflection(lhs, rhs),
          "values \(i) and \(j): \(lhs) and \(rhs)")
      }
    }
  }

  @Test("a weak reference compares by the object it points at, as a strong one does")
  func weakReferences() {
    #expect(
      ViewInputs.areEqual(
        Weakly(object: first, owner: second), Weakly(object: first, owner: second)))
    #expect(
      !ViewInputs.areEqual(Weakly(object: first, owner: second), Weakly(object: nil, owner: second))
    )
  }

  @Test("a recursive input type compares by its values at every depth")
  func recursiveType() {
    let leaf = Tree(title: "b", children: [])
    #expect(
      ViewInputs.areEqual(
        Tree(title: "a", children: [leaf, leaf]), Tree(title: "a", children: [leaf, leaf])))
    #expect(
      !ViewInputs.areEqual(
        Tree(title: "a", children: [leaf, Tree(title: "c", children: [leaf])]),
        Tree(title: "a", children: [leaf, Tree(title: "c", children: [])])))
  }

  @Test("a view holding a weak reference beside an observed object mounts and re-renders on it")
  func viewWithWeakReference() {
    let specs = Specs()
    let renderer = Renderer(root: WeaklyHeldView(owner: first, specs: specs))
    renderer.renderPass()
    #expect(renderer.snapshot().lines == ["0 specs"])
    specs.list = [Spec(type: 0, id: 1, payload: 0)]
    specs.signal.invalidate()
    renderer.renderPass()
    #expect(renderer.snapshot().lines == ["1 specs"])
  }
}

/// A view with a weak and an unowned field before its observed object: reading its observed
/// objects passes over the fields that hold no plain reference.
private struct WeaklyHeldView: LabView {
  weak var owner: Object?
  unowned let alsoOwner: Object
  @ObservedObject var specs: Specs

  init(owner: Object, specs: Specs) {
    self.owner = owner
    self.alsoOwner = owner
    self._specs = ObservedObject(wrappedValue: specs)
  }

  func body(_ content: inout ViewContent) {
    content.text("\(specs.list.count) specs")
  }
}

// MARK: - Children matched in place give the rule's matches

/// A child's key and input, as a parent's body lists it.
private struct Spec {
  /// 0: `A`, 1: `B`, 2: `OtherA` (another type named `A`), 3: `AnyA` (one more, whose id is
  /// any hashable value).
  let type: Int
  /// An integer for `A`, `B` and `OtherA`; an integer or a string for `AnyA`.
  let id: AnyHashable?
  let payload: Int

  /// The id of an `A`, `B` or `OtherA`.
  var integerID: Int? { id.map { $0.base as! Int } }
}

private final class Specs: ViewInvalidating {
  var list: [Spec] = []
  let signal = IdealSignal()

  func subscribe(_ invalidate: @escaping () -> Void) -> AnyObject {
    signal.subscribe(invalidate)
  }
}

private struct ListingView: LabView {
  @ObservedObject var specs: Specs

  func body(_ content: inout ViewContent) {
    for spec in specs.list {
      switch spec.type {
      case 0: content.child(A(id: spec.integerID, payload: spec.payload))
      case 1: content.child(B(id: spec.integerID, payload: spec.payload))
      case 2: content.child(OtherA(id: spec.integerID, payload: spec.payload))
      default: content.child(AnyA(id: spec.id, payload: spec.payload))
      }
    }
  }
}

private struct A: LabView {
  let id: Int?
  let payload: Int
  func body(_ content: inout ViewContent) { content.text("A \(payload)") }
}

private struct B: LabView {
  let id: Int?
  let payload: Int
  func body(_ content: inout ViewContent) { content.text("B \(payload)") }
}

private struct OtherA: LabView {
  static var viewName: String { "A" }
  let id: Int?
  let payload: Int
  func body(_ content: inout ViewContent) { content.text("other A \(payload)") }
}

/// A view named `A` whose id is any hashable value: an integer one keys it as an `A` of that
/// id does.
private struct AnyA: LabView {
  static var viewName: String { "A" }
  let id: AnyHashable?
  let payload: Int
  func body(_ content: inout ViewContent) { content.text("any A \(payload)") }
}

@Suite("Child matching")
struct ChildMatchingTests {
  /// The rule, written plainly: each new child, in order, takes the earliest unmatched old child
  /// with its name and id; `nil` for a new node.
  private func rule(old: [(name: String, id: ViewID?)], new: [(name: String, id: ViewID?)])
    -> [Int?]
  {
    var taken = Set<Int>()
    return new.map { key in
      let match = old.indices.first { !taken.contains($0) && old[$0] == key }
      if let match { taken.insert(match) }
      return match
    }
  }

  private func name(_ spec: Spec) -> String { spec.type == 1 ? "B" : "A" }

  /// What a child of `spec` shows.
  private func line(_ spec: Spec) -> String {
    ["A", "B", "other A", "any A"][spec.type] + " \(spec.payload)"
  }

  /// A random id for a child of `type`, or none: a small integer, the smallest integer, or (for
  /// an `AnyA`) a string.
  private func randomID(type: Int, using random: inout SplitMix64) -> AnyHashable? {
    guard Bool.random(using: &random) else { return nil }
    let ids: [AnyHashable] = [Int.min, 0, 1, 2, 3, 4, 5] + (type == 3 ? ["a", "b"] : [])
    return ids.randomElement(using: &random)
  }

  @Test(
    "children kept, moved, added and removed at random are matched as the rule says, whatever their ids",
    arguments: [1, 2, 3])
  func randomEdits(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let specs = Specs()
    let renderer = Renderer(root: ListingView(specs: specs))
    renderer.renderPass()
    for _ in 0..<300 {
      let oldNodes = renderer.root.children
      let oldKeys = oldNodes.map { ($0.name, $0.id) }
      var list = specs.list
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        switch Int.random(in: 0..<5, using: &random) {
        case 0, 1:
          let type = Int.random(in: 0...3, using: &random)
          let spec = Spec(
            type: type, id: randomID(type: type, using: &random),
            payload: Int.random(in: 0..<3, using: &random))
          list.insert(spec, at: Int.random(in: 0...list.count, using: &random))
        case 2 where !list.isEmpty: list.remove(at: Int.random(in: 0..<list.count, using: &random))
        case 3 where list.count > 1:
          list.swapAt(
            Int.random(in: 0..<list.count, using: &random),
            Int.random(in: 0..<list.count, using: &random))
        default: if list.count > 12 { list.removeFirst() }
        }
      }
      specs.list = list
      specs.signal.invalidate()
      renderer.renderPass()
      let expected = rule(old: oldKeys, new: list.map { (name($0), $0.id.map { ViewID($0) }) })
      let nodes = renderer.root.children
      #expect(nodes.count == list.count)
      for (node, match) in zip(nodes, expected) {
        if let match {
          #expect(node === oldNodes[match], "kept \(match)")
        } else {
          #expect(!oldNodes.contains { $0 === node }, "new")
        }
      }
      let screen = renderer.snapshot().children.map { $0.lines }
      #expect(screen == list.map { [line($0)] })
    }
  }
}

// MARK: - Only the children with work are visited after a body run

@Observable
private final class Cell {
  var count = 0
}

@Observable
private final class Rows {
  var cells: [Cell] = (0..<4).map { _ in Cell() }
  /// The cell whose row, as its body runs, adds one to the next row's cell (once).
  @ObservationIgnored var nudging: Cell?
}

private struct RowsView: LabView {
  let rows: Rows

  func body(_ content: inout ViewContent) {
    for (position, cell) in rows.cells.enumerated() {
      let next = position + 1 < rows.cells.count ? rows.cells[position + 1] : nil
      content.child(RowView(rows: rows, cell: cell, next: next))
    }
  }
}

private struct RowView: LabView {
  let rows: Rows
  let cell: Cell
  let next: Cell?
  var id: ObjectIdentifier? { ObjectIdentifier(cell) }

  func body(_ content: inout ViewContent) {
    content.text("\(cell.count)")
    if rows.nudging === cell, let next {
      rows.nudging = nil
      next.count += 1
    }
  }
}

@Suite("Children visited after a body run")
struct ChildVisitTests {
  /// The passes and body runs of one turn, in the order they happened.
  private func timeline(_ renderer: Renderer, _ action: () -> Void) -> [String] {
    var timeline: [String] = []
    renderer.trace = { if case .pass(let pass) = $0 { timeline.append("pass \(pass)") } }
    EventLog.recording(into: { if $0.kind == .body { timeline.append($0.description) } }) {
      action()
      renderer.renderPass()
    }
    return timeline
  }

  @Test("a row invalidated before its list's body runs is visited at its new place")
  func waitingChildMoves() {
    let rows = Rows()
    let renderer = Renderer(root: RowsView(rows: rows))
    renderer.renderPass()
    let changed = rows.cells[2]
    let events = timeline(renderer) {
      changed.count += 1
      rows.cells.insert(Cell(), at: 0)
    }
    // The list, the new first row, then the changed row, now fourth; the others keep their
    // inputs.
    #expect(events == ["pass 1", "RowsView.body", "RowView.body", "RowView.body"])
    #expect(renderer.snapshot().children.map(\.lines) == [["0"], ["0"], ["0"], ["1"], ["0"]])
  }

  @Test("a row its sibling's body invalidates during the pass runs in that pass")
  func siblingInvalidatedDuringThePass() {
    let rows = Rows()
    let renderer = Renderer(root: RowsView(rows: rows))
    renderer.renderPass()
    let events = timeline(renderer) {
      rows.nudging = rows.cells[1]
      rows.cells[1].count += 1
      rows.cells.append(Cell())
    }
    // The list, row 1 (its count), which nudges row 2; row 2 runs in the same pass, then row 3
    // (its `next` is the new row) and the new row; nothing is left for a second pass.
    #expect(
      events == [
        "pass 1", "RowsView.body", "RowView.body", "RowView.body", "RowView.body", "RowView.body",
      ])
    #expect(
      renderer.snapshot().children.map(\.lines) == [["0"], ["1"], ["1"], ["0"], ["0"]])
  }
}

// MARK: - Children that depart go in screen order

@Observable
private final class Item {
  let number: Int
  var count = 0

  init(_ number: Int) {
    self.number = number
  }
}

@Observable
private final class Items {
  var items: [Item] = (0..<10).map { Item($0) }
}

private struct ItemsView: LabView {
  let items: Items

  func body(_ content: inout ViewContent) {
    for item in items.items { content.child(ItemRow(item: item)) }
  }
}

private struct ItemRow: LabView {
  let item: Item
  var id: Int? { item.number }

  func body(_ content: inout ViewContent) {
    content.text("\(item.count)")
    content.log("row \(item.number)")
  }
}

@Suite("Departing children")
struct DepartingChildTests {
  @Test("rows invalidated and removed from the middle in one turn run as they go, in screen order")
  func departInScreenOrder() {
    let items = Items()
    let renderer = Renderer(root: ItemsView(items: items))
    renderer.renderPass()
    var logged: [String] = []
    EventLog.recording(into: { if $0.kind == .log { logged.append($0.description) } }) {
      for item in items.items { item.count += 1 }
      // NB: rows 0 and 9 are a kept prefix and suffix and row 5 stays between them, so the
      // seven rows that go are matched through a table, whose order is its hash seed's, not
      // theirs: with seven rows, seeds give their screen order about once in 5,040 runs.
      items.items = [items.items[0], items.items[5], items.items[9]]
      renderer.renderPass()
    }
    // The seven invalidated rows that go run once each as they go, in screen order; then the
    // three that stay run, in screen order.
    #expect(
      logged == [
        "row 1", "row 2", "row 3", "row 4", "row 6", "row 7", "row 8", "row 0", "row 5", "row 9",
      ])
  }
}

// MARK: - A body's list of children is sized like its last

private struct Row: LabView {
  let number: Int
  var id: Int? { number }

  func body(_ content: inout ViewContent) {
    content.text("row \(number)")
  }
}

@MainActor
@Suite("Children sized like the last run's")
struct ChildSizingTests {
  @Test("a list that grew by up to an eighth since its body last ran fits its room: no copy")
  func roomForMore() {
    var last = ChildViews()
    for number in 0..<1_000 { last.append(Row(number: number)) }
    var next = ChildViews(sizedLike: last)
    next.append(Row(number: 0))
    let room = next.capacity
    // NB: a margin the allocator's rounding cannot supply: an exact reservation of 1,000 rows
    // gets room for 1,000.
    #expect(room.map { $0 >= 1_125 } == true)
    for number in 1..<1_125 { next.append(Row(number: number)) }
    #expect(next.capacity == room)
  }

  @Test("a short list reserves nothing")
  func shortListsReserveNothing() throws {
    // NB: one short of the 64 views from which a list reserves.
    let short = 63
    var last = ChildViews()
    for number in 0..<short { last.append(Row(number: number)) }
    var next = ChildViews(sizedLike: last)
    #expect(next.capacity == nil)
    next.append(Row(number: 0))
    // NB: not a fresh list's capacity exactly: an unreserved array's first buffer is as large
    // as the allocator's chunk for it, which depends on what was freed before (in a parallel
    // run of the whole suite, once 1 here and 3 there). A reservation would hold the last list
    // and an eighth more; an unreserved run holds a few views.
    #expect(try #require(next.capacity) < short)
  }
}

// MARK: - A run of views compared word by word gives what comparing each gives

private struct OneReference {
  let object: Object
}

/// An observed object, whose identity is its first word, beside a reference two words on.
private struct TwoReferences {
  @ObservedObject var specs: Specs
  let object: Object
}

private struct Pair {
  let first: Object
  let second: Object
}

/// A struct of references after a reference: its words are read at its own offset.
private struct Nested {
  let head: Object
  let pair: Pair
}

private struct WithNumber {
  let object: Object
  let number: Int
}

@Suite("View inputs compared a run at a time")
struct InputRunTests {
  private let objects = [Object(), Object()]
  private let specs = [Specs(), Specs()]

  /// The indices at which `lhs` and `rhs` differ, found by comparing them as one run, the words
  /// the comparison reads alone (or `nil`), and the indices comparing them one by one by
  /// reflection finds.
  private func changes<T>(_ lhs: [T], _ rhs: [T]) -> (run: [Int], words: [Int]?, each: [Int]) {
    let plan = InputComparison.plan(of: T.self)
    var run: [Int] = []
    lhs.withUnsafeBufferPointer { lhs in
      rhs.withUnsafeBufferPointer { rhs in
        plan.appendChanged(
          lhs.indices, lhs.baseAddress!, rhs.baseAddress!, stride: MemoryLayout<T>.stride,
          to: &run)
      }
    }
    let each = lhs.indices.filter { !ViewInputs.areEqualByReflection(lhs[$0], rhs[$0]) }
    return (run, plan.words, each)
  }

  /// 64 pairs of values `make` builds from random picks of two, and what `changes` finds.
  private func randomRun<T>(seed: UInt64, _ make: (inout SplitMix64) -> T) -> (
    run: [Int], words: [Int]?, each: [Int]
  ) {
    var random = SplitMix64(seed: seed)
    let lhs = (0..<64).map { _ in make(&random) }
    let rhs = (0..<64).map { _ in make(&random) }
    return changes(lhs, rhs)
  }

  private func object(_ random: inout SplitMix64) -> Object {
    objects.randomElement(using: &random)!
  }

  @Test("values of references, one, two or more, compare by their words as each compares")
  func references() {
    let one = randomRun(seed: 1) { OneReference(object: object(&$0)) }
    #expect(one.words == [0])
    #expect(one.run == one.each && !one.run.isEmpty)
    let two = randomRun(seed: 2) {
      TwoReferences(specs: specs.randomElement(using: &$0)!, object: object(&$0))
    }
    #expect(two.words?.count == 2)
    #expect(two.run == two.each && !two.run.isEmpty)
    let pair = randomRun(seed: 3) { Pair(first: object(&$0), second: object(&$0)) }
    #expect(pair.words == [0, 8])
    #expect(pair.run == pair.each && !pair.run.isEmpty)
    let nested = randomRun(seed: 4) {
      Nested(head: object(&$0), pair: Pair(first: object(&$0), second: object(&$0)))
    }
    #expect(nested.words == [0, 8, 16])
    #expect(nested.run == nested.each && !nested.run.isEmpty)
  }

  @Test("values with a field compared by its own rule compare one by one")
  func otherFields() {
    let mixed = randomRun(seed: 5) {
      WithNumber(object: object(&$0), number: Int.random(in: 0...1, using: &$0))
    }
    #expect(mixed.words == nil)
    #expect(mixed.run == mixed.each && !mixed.run.isEmpty)
  }
}

// MARK: - A body's list of children releases its views

private final class Tracked {}

private struct Holding: LabView {
  let tracked: Tracked
  let number: Int
  var id: Int? { number }
  func body(_ content: inout ViewContent) {}
}

@MainActor
@Suite("Children released")
struct ChildReleaseTests {
  @Test("a list's views are released when it goes, however its run grew; a copy appends apart")
  func releasedOnce() {
    var tracked = (0..<101).map { _ in Tracked() }
    let released = tracked.map { object in { [weak object] in object == nil } }
    do {
      var list = ChildViews()
      for number in 0..<100 { list.append(Holding(tracked: tracked[number], number: number)) }
      var copy = list
      copy.append(Holding(tracked: tracked[100], number: 100))
      list.append(Holding(tracked: tracked[100], number: 200))
      #expect(list.count == 101 && copy.count == 101)
      #expect(list.id(at: 100) == 200 && copy.id(at: 100) == 100)
      #expect(list.id(at: 99) == 99 && copy.id(at: 99) == 99)
      tracked = []
      #expect(!released.contains { $0() })
    }
    #expect(released.allSatisfy { $0() })
  }
}
