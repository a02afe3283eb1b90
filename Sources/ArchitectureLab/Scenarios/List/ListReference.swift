/// The reference `list` app: a list of counters; the parent shows the first row's count; rows
/// 0–2 are under "Top picks", the rest under "You might also like". The parent also has the bulk
/// operations of js-framework-benchmark, and one row may be selected.
struct ListReference: ReferenceModel {
  enum Action {
    case add, remove(id: Int), increment(id: Int), decrement(id: Int), select(id: Int)
    case create(count: Int), append(count: Int), updateEveryTenth, swap, clear
  }

  /// One row: a stable id (shown as `#id`) and a count.
  struct Row {
    let id: Int
    var count = 0
  }

  /// Rows in screen order.
  var rows: [Row]
  var nextID: Int
  /// The selected row's id, if any.
  var selectedID: Int?
  /// How many rows the "Top picks" section holds.
  static let topPicks = 3

  /// A list of `rowCount` counters at 0, with ids 1 through `rowCount`.
  init(rowCount: Int = 0) {
    rows = (0..<rowCount).map { Row(id: $0 + 1) }
    nextID = rowCount + 1
  }

  mutating func apply(_ action: Action) {
    switch action {
    case .add: rows.append(contentsOf: newRows(1))
    case .remove(let id): rows.removeAll { $0.id == id }
    case .increment(let id): update(id) { $0 += 1 }
    case .decrement(let id): update(id) { $0 -= 1 }
    case .select(let id): selectedID = id
    case .create(let count):
      rows = newRows(count)
      selectedID = nil
    case .append(let count): rows.append(contentsOf: newRows(count))
    case .updateEveryTenth:
      for index in stride(from: 0, to: rows.count, by: 10) { rows[index].count += 1 }
    case .swap:
      if rows.count > Self.topPicks { rows.swapAt(1, rows.count - 2) }
    case .clear:
      rows = []
      selectedID = nil
    }
  }

  private mutating func newRows(_ count: Int) -> [Row] {
    defer { nextID += count }
    return (0..<count).map { Row(id: nextID + $0) }
  }

  private mutating func update(_ id: Int, _ change: (inout Int) -> Void) {
    if let index = rows.firstIndex(where: { $0.id == id }) { change(&rows[index].count) }
  }

  func view(send: @escaping (Action) -> Void) -> ListView {
    ListView(rows: rows, selectedID: selectedID, send: send)
  }

  /// The list's buttons after `[Add]`: js-framework-benchmark's, with the actions they send.
  static let bulkButtons: [(label: String, action: Action)] = [
    ("Create 1,000 rows", .create(count: 1_000)), ("Create 10,000 rows", .create(count: 10_000)),
    ("Append 1,000 rows", .append(count: 1_000)), ("Update every 10th row", .updateEveryTenth),
    ("Swap rows", .swap), ("Clear", .clear),
  ]

  struct ListView: LabView {
    let rows: [Row]
    let selectedID: Int?
    let send: (Action) -> Void

    func body(_ content: inout ViewContent) {
      content.text("First: \(rows.first.map { "\($0.count)" } ?? "none")")
      content.button("Add") { send(.add) }
      for (label, action) in bulkButtons { content.button(label) { send(action) } }
      if !rows.isEmpty {
        content.child(
          SectionView(
            title: "Top picks", rows: rows.prefix(topPicks), selectedID: selectedID, send: send))
      }
      if rows.count > topPicks {
        content.child(
          SectionView(
            title: "You might also like", rows: rows.dropFirst(topPicks), selectedID: selectedID,
            send: send))
      }
    }
  }

  struct SectionView: LabView {
    let title: String
    let rows: ArraySlice<Row>
    let selectedID: Int?
    let send: (Action) -> Void
    var id: String? { title }

    func body(_ content: inout ViewContent) {
      content.text(title)
      for row in rows {
        content.child(
          CounterRow(rowID: row.id, count: row.count, isSelected: row.id == selectedID, send: send))
      }
    }
  }

  struct CounterRow: LabView {
    let rowID: Int
    let count: Int
    let isSelected: Bool
    let send: (Action) -> Void
    var id: Int? { rowID }

    func body(_ content: inout ViewContent) {
      content.text(Self.text(id: rowID, count: count, isSelected: isSelected))
      content.button("-") { send(.decrement(id: rowID)) }
      content.button("+") { send(.increment(id: rowID)) }
      content.button("Select") { send(.select(id: rowID)) }
      content.button("Remove") { send(.remove(id: rowID)) }
    }

    /// `#3: 0`, or `#3: 0 (selected)`: a row's text in every contestant.
    static func text(id: Int, count: Int, isSelected: Bool) -> String {
      "#\(id): \(count)" + (isSelected ? " (selected)" : "")
    }
  }
}
