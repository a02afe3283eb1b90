import StoreModels
import Testing

@Suite("Identified array")
struct IdentifiedArrayTests {
  private typealias Row = CounterList.Row

  @Test("elements are found by id and kept in order")
  func lookupAndOrder() {
    let rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 3), Row.State(id: 1)]
    #expect(rows.ids == [3, 1])
    #expect(rows.index(id: 1) == 1)
    #expect(rows[id: 3]?.id == 3)
    #expect(rows[id: 2] == nil)
  }

  @Test("an array built from a sequence finds every element at its position, by either id")
  func builtFromSequence() {
    let states = (1...6).map { Row.State(id: $0, count: 10 * $0) }
    var byID = IdentifiedArray(uniqueElements: states.filter { $0.id.isMultiple(of: 2) })
    let byCount = IdentifiedArray(uniqueElements: states.reversed(), id: \.count)
    #expect(byID.ids == [2, 4, 6])
    #expect(byID.index(id: 6) == 2)
    #expect(byID[id: 4]?.count == 40)
    #expect(byID[id: 3] == nil)
    #expect(byCount.ids == [60, 50, 40, 30, 20, 10])
    #expect(byCount.index(id: 10) == 5)
    #expect(byCount[id: 30]?.id == 3)
    byID.append(Row.State(id: 7))
    byID.remove(id: 2)
    #expect(byID.ids == [4, 6, 7])
    #expect(byID.index(id: 7) == 2)
  }

  @Test("appending an id already present changes nothing")
  func appendIgnoresDuplicates() {
    var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1)]
    let result = rows.append(Row.State(id: 1, count: 5))
    #expect(result.inserted == false)
    #expect(rows.map(\.count) == [0])
  }

  @Test("appending rows a few at a time grows the ids' storage geometrically, not by what is added")
  func appendingGrowsGeometrically() {
    var rows = IdentifiedArrayOf<Row.State>(uniqueElements: (0..<1_000).map { Row.State(id: $0) })
    var capacities = [rows.ids.capacity]
    for start in stride(from: 1_000, to: 11_000, by: 100) {
      rows.append(contentsOf: (start..<start + 100).map { Row.State(id: $0) })
      if rows.ids.capacity != capacities.last { capacities.append(rows.ids.capacity) }
    }
    // NB: 100 appends take the ids from 1,000 to 11,000; doubling from about 1,000 takes four
    // reallocations, where storage reserved to fit each append would move on every one.
    #expect(rows.ids.count == 11_000)
    #expect(capacities.count <= 6, "\(capacities)")
    #expect(rows.index(id: 10_999) == 10_999)
  }

  @Test("an element write keeps the ids shared with copies")
  func elementWriteKeepsIDs() {
    var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1), Row.State(id: 2)]
    let copy = rows
    rows[id: 2]?.count += 1
    rows[0].count += 1
    #expect(
      rows.ids.withUnsafeBufferPointer(\.baseAddress)
        == copy.ids.withUnsafeBufferPointer(\.baseAddress))
    #expect(rows.map(\.count) == [1, 1])
    #expect(copy.map(\.count) == [0, 0])
  }

  @Test("a structural change copies the shared ids and leaves copies alone")
  func structuralChangeCopiesIDs() {
    var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1)]
    let copy = rows
    rows.append(Row.State(id: 2))
    #expect(rows.ids == [1, 2])
    #expect(copy.ids == [1])
  }

  @Test("writing an element by id modifies it in place without copying the elements")
  func writeByIDIsInPlace() {
    var rows = IdentifiedArray(uniqueElements: (0..<1_000).map { Row.State(id: $0) })
    let before = rows.withUnsafeBufferPointer(\.baseAddress)
    rows[id: 500]?.count += 1
    #expect(rows.withUnsafeBufferPointer(\.baseAddress) == before)
    #expect(rows[id: 500]?.count == 1)
    #expect(rows.ids == ContiguousArray(0..<1_000))
  }

  @Test("setting an element to nil removes it and keeps the others in order")
  func settingNilRemoves() {
    var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1), Row.State(id: 2), Row.State(id: 3)]
    rows[id: 1] = nil
    #expect(rows.ids == [2, 3])
    #expect(rows.index(id: 3) == 1)
  }

  @Test("inserting, moving and removing keep ids and positions in step")
  func structuralChangesKeepPositions() {
    var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1), Row.State(id: 2), Row.State(id: 3)]
    rows.insert(Row.State(id: 4), at: 1)
    rows.move(fromOffset: 0, toOffset: 3)
    rows.remove(id: 2)
    #expect(rows.ids == [4, 3, 1])
    #expect(rows.ids.map { rows.index(id: $0) } == [0, 1, 2])
    #expect(rows.map(\.id) == [4, 3, 1])
  }

  @Test("removing where a predicate holds keeps the rest in order")
  func removeAllWhere() {
    var rows = IdentifiedArray(uniqueElements: (1...5).map { Row.State(id: $0, count: $0 % 2) })
    rows.removeAll { $0.count == 1 }
    #expect(rows.ids == [2, 4])
    #expect(rows.index(id: 4) == 1)
  }
}
