/// The `ideal` list: plain value state mutated directly, and exactly the views the oracle says
/// must change re-rendered, by calling the reference's view bodies: the floor every contestant's
/// time per step is compared with.
///
/// It skips everything a real view layer does (no tree walk, no input comparison, no
/// observation), so it measures the work no implementation can avoid: the mutation and the
/// bodies whose text changes. Adding a row still costs a pass over the section's rows, because
/// that section's body lists every row it shows.
struct IdealList {
  private var rows: ContiguousArray<(id: Int, count: Int)>
  private var nextID: Int
  private let send: (ListReference.Action) -> Void = { _ in }
  /// Bodies run so far; a test checks them against the oracle's floor.
  private(set) var renders = 0

  init(rowCount: Int) {
    rows = ContiguousArray((0..<rowCount).map { ($0 + 1, 0) })
    nextID = rowCount + 1
  }

  var count: Int { rows.count }

  /// `increment I`: the row's text changes, and the list's header when it is the first row.
  mutating func increment(at position: Int) {
    rows[position].count += 1
    render(
      ListReference.CounterRow(rowID: rows[position].id, count: rows[position].count, send: send))
    if position == 0 { renderList() }
  }

  /// `add`: a row is inserted at the end, into the second section once the first is full.
  mutating func add() {
    rows.append((nextID, 0))
    nextID += 1
    render(ListReference.CounterRow(rowID: rows[rows.count - 1].id, count: 0, send: send))
    renderSection(containing: rows.count - 1)
    if rows.count == 1 || rows.count == ListReference.topPicks + 1 { renderList() }
  }

  /// `remove I` for a row in the second section that leaves it non-empty (the bench removes the
  /// middle row of at least ten): only that section's list of rows changes.
  mutating func remove(at position: Int) {
    precondition(position >= ListReference.topPicks && rows.count > ListReference.topPicks + 1)
    rows.remove(at: position)
    renderSection(containing: position - 1)
  }

  private mutating func renderSection(containing position: Int) {
    guard position >= 0, position < rows.count else { return }
    let top = position < ListReference.topPicks
    let slice = top ? rows.prefix(ListReference.topPicks) : rows.dropFirst(ListReference.topPicks)
    render(
      ListReference.SectionView(
        title: top ? "Top picks" : "You might also like", rows: slice.map { [$0.id, $0.count] },
        send: send))
  }

  private mutating func renderList() {
    renders += 1
    var content = ViewContent()
    content.text("First: \(rows.first.map { "\($0.count)" } ?? "none")")
    content.button("Add") {}
    blackHole(content)
  }

  private mutating func render<View: LabView>(_ view: View) {
    renders += 1
    var content = ViewContent()
    view.body(&content)
    blackHole(content)
  }
}
