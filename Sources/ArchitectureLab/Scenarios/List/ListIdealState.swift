/// A row as the ideals keep it: an id and a count (a value for the floor, an object for the ideal
/// through the view layer).
protocol ListIdealRow {
  init(id: Int)
  var id: Int { get }
  var count: Int { get set }
}

extension ListReference.Row: ListIdealRow {
  init(id: Int) {
    self.init(id: id, count: 0)
  }
}

/// The `list` app's state as the ideal contestants keep it, and, for each operation, exactly
/// which views must run again: the oracle's floor, worked out from the operation instead of by
/// comparing screens.
///
/// A view must run when its output changes: the list when its text (the first row's count) or
/// its sections change, a section when the rows it lists change, a row when its text changes.
/// Inserted views run too; the ideals insert them by running their parents.
struct ListIdealState<Row: ListIdealRow> {
  /// What an operation changed, view by view.
  struct Change: Equatable {
    var list = false
    var topPicks = false
    var more = false
    /// Positions of rows that stayed and whose text changed.
    var rows: [Int] = []
    /// Positions of the rows the operation inserted.
    var inserted: Range<Int> = 0..<0
    /// Positions of the rows that moved from one section to the other: each is a new view in
    /// its new section, though its text did not change.
    var moved: [Int] = []
  }

  private(set) var rows: [Row]
  private var nextID: Int
  /// The selected row, if any: its id and its position, kept in step as rows move.
  private(set) var selectedID: Int?
  private var selectedPosition: Int?
  static var topPicks: Int { ListReference.topPicks }

  /// `rowCount` rows at 0, with ids 1 through `rowCount`.
  init(rowCount: Int) {
    rows = (0..<rowCount).map { Row(id: $0 + 1) }
    nextID = rowCount + 1
  }

  var count: Int { rows.count }

  /// `increment I`: the row's text, and the list's when it is the first row.
  mutating func increment(at position: Int) -> Change {
    rows[position].count += 1
    return Change(list: position == 0, rows: [position])
  }

  /// `decrement I`: as `increment I`, the other way.
  mutating func decrement(at position: Int) -> Change {
    rows[position].count -= 1
    return Change(list: position == 0, rows: [position])
  }

  /// `add`: one row at the end.
  mutating func add() -> Change {
    append(1)
  }

  /// `append-1000`: `count` rows at the end.
  mutating func append(_ count: Int) -> Change {
    let before = rows.count
    rows.append(contentsOf: newRows(count))
    var change = structure(before: before, first: before == 0 ? nil : rows[0].count)
    change.topPicks = before < Self.topPicks
    change.more = rows.count > Self.topPicks
    change.inserted = before..<rows.count
    return change
  }

  /// `remove I`.
  mutating func remove(at position: Int) -> Change {
    let before = rows.count
    let first = rows[0].count
    rows.remove(at: position)
    if let selected = selectedPosition {
      selectedPosition = selected == position ? nil : selected > position ? selected - 1 : selected
      if selectedPosition == nil { selectedID = nil }
    }
    var change = structure(before: before, first: first)
    change.topPicks = position < Self.topPicks && !rows.isEmpty
    change.more =
      (position >= Self.topPicks || before > Self.topPicks) && rows.count > Self.topPicks
    if position < Self.topPicks, before > Self.topPicks { change.moved = [Self.topPicks - 1] }
    return change
  }

  /// `create-1000`: every row replaced by `count` new ones; the selection goes.
  mutating func create(_ count: Int) -> Change {
    let before = rows.count
    let first = rows.first?.count
    rows = newRows(count)
    selectedID = nil
    selectedPosition = nil
    var change = structure(before: before, first: first)
    change.topPicks = !rows.isEmpty
    change.more = rows.count > Self.topPicks
    change.inserted = 0..<rows.count
    return change
  }

  /// `update-every-10th`: the first row and every tenth after it count one more.
  mutating func updateEveryTenth() -> Change {
    let positions = Array(stride(from: 0, to: rows.count, by: 10))
    for position in positions { rows[position].count += 1 }
    return Change(list: !rows.isEmpty, rows: positions)
  }

  /// `select I`: the old selection's text and the new one's.
  mutating func select(at position: Int) -> Change {
    guard position != selectedPosition else { return Change() }
    let old = selectedPosition
    selectedID = rows[position].id
    selectedPosition = position
    return Change(rows: (old.map { [$0] } ?? []) + [position])
  }

  /// `swap-rows`: the second row and the second to last trade places; the sections that list
  /// them change, and no row's text does, but each row that changes section is new there.
  mutating func swap() -> Change {
    guard rows.count > Self.topPicks else { return Change() }
    let other = rows.count - 2
    rows.swapAt(1, other)
    if selectedPosition == 1 {
      selectedPosition = other
    } else if selectedPosition == other {
      selectedPosition = 1
    }
    let crosses = other >= Self.topPicks
    return Change(topPicks: true, more: crosses, moved: crosses ? [1, other] : [])
  }

  /// `clear`: no rows; the list shows none.
  mutating func clear() -> Change {
    let before = rows.count
    let first = rows.first?.count
    rows = []
    selectedID = nil
    selectedPosition = nil
    return structure(before: before, first: first)
  }

  /// Whether the list's own output changed: its text (the first row's count, or none) or the
  /// sections it shows.
  private func structure(before: Int, first: Int?) -> Change {
    let sectionsBefore = (before > 0, before > Self.topPicks)
    let sectionsAfter = (!rows.isEmpty, rows.count > Self.topPicks)
    return Change(list: first != rows.first?.count || sectionsBefore != sectionsAfter)
  }

  private mutating func newRows(_ count: Int) -> [Row] {
    defer { nextID += count }
    return (0..<count).map { Row(id: nextID + $0) }
  }
}
