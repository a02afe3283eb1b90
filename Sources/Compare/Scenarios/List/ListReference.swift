/// The reference `list` app: a list of counters; the parent shows the first row's count; rows
/// 0–2 are under "Top picks", the rest under "You might also like".
struct ListReference: ReferenceModel {
  enum Action { case add, remove(id: Int), increment(id: Int), decrement(id: Int) }

  /// Rows in screen order: a stable id (shown as `#id`) and a count.
  var rows: [(id: Int, count: Int)]
  var nextID: Int
  /// How many rows the "Top picks" section holds.
  static let topPicks = 3

  /// A list of `rowCount` counters at 0, with ids 1 through `rowCount`.
  init(rowCount: Int = 0) {
    rows = (0..<rowCount).map { ($0 + 1, 0) }
    nextID = rowCount + 1
  }

  mutating func apply(_ action: Action) {
    switch action {
    case .add:
      rows.append((nextID, 0))
      nextID += 1
    case .remove(let id): rows.removeAll { $0.id == id }
    case .increment(let id): update(id) { $0 += 1 }
    case .decrement(let id): update(id) { $0 -= 1 }
    }
  }

  private mutating func update(_ id: Int, _ change: (inout Int) -> Void) {
    if let index = rows.firstIndex(where: { $0.id == id }) { change(&rows[index].count) }
  }

  func view(send: @escaping (Action) -> Void) -> ListView {
    ListView(rows: rows.map { [$0.id, $0.count] }, send: send)
  }

  struct ListView: LabView {
    /// `[id, count]` per row.
    let rows: [[Int]]
    let send: (Action) -> Void

    func body(_ content: inout ViewContent) {
      content.text("First: \(rows.first.map { "\($0[1])" } ?? "none")")
      content.button("Add") { send(.add) }
      if !rows.isEmpty {
        content.child(
          SectionView(title: "Top picks", rows: Array(rows.prefix(topPicks)), send: send))
      }
      if rows.count > topPicks {
        content.child(
          SectionView(
            title: "You might also like", rows: Array(rows.dropFirst(topPicks)), send: send))
      }
    }
  }

  struct SectionView: LabView {
    let title: String
    let rows: [[Int]]
    let send: (Action) -> Void
    var id: String? { title }

    func body(_ content: inout ViewContent) {
      content.text(title)
      for row in rows {
        content.child(CounterRow(rowID: row[0], count: row[1], send: send))
      }
    }
  }

  struct CounterRow: LabView {
    let rowID: Int
    let count: Int
    let send: (Action) -> Void
    var id: Int? { rowID }

    func body(_ content: inout ViewContent) {
      content.text("#\(rowID): \(count)")
      content.button("-") { send(.decrement(id: rowID)) }
      content.button("+") { send(.increment(id: rowID)) }
      content.button("Remove") { send(.remove(id: rowID)) }
    }
  }
}
