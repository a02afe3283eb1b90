/// The `ideal` list: plain value state mutated directly, and exactly the views the oracle says
/// must change re-rendered, by calling the reference's view bodies: the floor every contestant's
/// time per step is compared with.
///
/// It skips everything a view layer does (no tree walk, no input comparison, no observation),
/// so it measures the work no implementation can avoid: the mutation and the bodies whose text
/// or rows change. Adding a row still costs a pass over its section's rows, because that
/// section's body lists every row it shows.
struct ListIdeal {
  private var state: ListIdealState<ListReference.Row>
  private let send: (ListReference.Action) -> Void = { _ in }
  /// Bodies run so far; a test checks them against the oracle's floor.
  private(set) var renders = 0

  init(rowCount: Int) {
    state = ListIdealState(rowCount: rowCount)
  }

  var count: Int { state.count }

  /// Runs one operation on the state and renders what it changed.
  mutating func perform(_ operation: ListOperation) {
    let change = operation.perform(on: &state)
    if change.list {
      render(ListReference.ListView(rows: state.rows, selectedID: state.selectedID, send: send))
    }
    let topPicks = ListReference.topPicks
    if change.topPicks { renderSection("Top picks", state.rows.prefix(topPicks)) }
    if change.more { renderSection("You might also like", state.rows.dropFirst(topPicks)) }
    for position in change.rows { renderRow(at: position) }
    for position in change.inserted { renderRow(at: position) }
    for position in change.moved { renderRow(at: position) }
  }

  private mutating func renderSection(_ title: String, _ rows: ArraySlice<ListReference.Row>) {
    render(
      ListReference.SectionView(
        title: title, rows: rows, selectedID: state.selectedID, send: send))
  }

  private mutating func renderRow(at position: Int) {
    let row = state.rows[position]
    render(
      ListReference.CounterRow(
        rowID: row.id, count: row.count, isSelected: row.id == state.selectedID, send: send))
  }

  private mutating func render<View: LabView>(_ view: View) {
    renders += 1
    var content = ViewContent()
    view.body(&content)
    blackHole(content)
  }
}
