/// The `ideal/views` list: the ideal's plain state and exact knowledge of what each operation
/// changes, shown through the lab's view layer. Each operation invalidates exactly the views
/// whose output it changes (the oracle's floor), and the render pass does the rest: it walks to
/// them, runs their bodies, compares the inputs of the children those bodies list and inserts
/// the new ones.
///
/// Beside the `ideal`, which calls the floor's bodies directly, it measures what the view layer
/// itself costs; a contestant's ratio to it is what its architecture costs on top.
enum ListIdealViews {
  /// The contestant these views are, for tests: every button works, and each tap invalidates
  /// exactly what changed, so its bodies are the floor.
  static let contestant = Contestant(
    name: Bench.Series.idealViews,
    summary: "the ideal's state shown through the view layer, invalidating exactly what changed",
    expected: .correct, mount: { mount(rowCount: $0["rows"]).renderer })

  /// The app mounted for `rowCount` rows, not yet rendered, and its model.
  static func mount(rowCount: Int) -> (renderer: Renderer, model: Model) {
    let model = Model(rowCount: rowCount)
    return (Renderer(root: ListView(signal: model.list, model: model)), model)
  }

  /// The state, and what tells each view to run again.
  final class Model {
    private(set) var state: ListIdealState<Cell>
    let list = IdealSignal()
    let topPicks = IdealSignal()
    let more = IdealSignal()

    init(rowCount: Int) {
      state = ListIdealState(rowCount: rowCount)
    }

    /// Runs one operation and invalidates exactly the views whose output it changed.
    func perform(_ operation: ListOperation) {
      let change = operation.perform(on: &state)
      if change.list { list.invalidate() }
      if change.topPicks { topPicks.invalidate() }
      if change.more { more.invalidate() }
      for position in change.rows {
        let cell = state.rows[position]
        cell.isSelected = cell.id == state.selectedID
        cell.invalidate()
      }
    }

    /// The position of the row `id`, for its buttons. NB: a search, which the bench never
    /// times: it performs operations by position.
    fileprivate func position(of id: Int) -> Int {
      state.rows.firstIndex { $0.id == id }!
    }
  }

  /// A row: what its view shows, and what tells the view to run again.
  final class Cell: ListIdealRow, ViewInvalidating {
    let id: Int
    var count = 0
    var isSelected = false
    private let signal = IdealSignal()

    init(id: Int) {
      self.id = id
    }

    func subscribe(_ invalidate: @escaping () -> Void) -> AnyObject {
      signal.subscribe(invalidate)
    }

    fileprivate func invalidate() {
      signal.invalidate()
    }
  }

  struct ListView: LabView {
    @ObservedObject var signal: IdealSignal
    let model: Model

    func body(_ content: inout ViewContent) {
      let rows = model.state.rows
      content.text("First: \(rows.first.map { "\($0.count)" } ?? "none")")
      content.button("Add") { model.perform(.add) }
      content.button("Create 1,000 rows") { model.perform(.create(count: 1_000)) }
      content.button("Create 10,000 rows") { model.perform(.create(count: 10_000)) }
      content.button("Append 1,000 rows") { model.perform(.append(count: 1_000)) }
      content.button("Update every 10th row") { model.perform(.updateEveryTenth) }
      content.button("Swap rows") { model.perform(.swap) }
      content.button("Clear") { model.perform(.clear) }
      if !rows.isEmpty {
        content.child(SectionView(title: "Top picks", isTopPicks: true, model: model))
      }
      if rows.count > ListReference.topPicks {
        content.child(SectionView(title: "You might also like", isTopPicks: false, model: model))
      }
    }
  }

  struct SectionView: LabView {
    let title: String
    let isTopPicks: Bool
    let model: Model
    var id: String? { title }
    @ObservedObject var signal: IdealSignal

    init(title: String, isTopPicks: Bool, model: Model) {
      self.title = title
      self.isTopPicks = isTopPicks
      self.model = model
      _signal = ObservedObject(wrappedValue: isTopPicks ? model.topPicks : model.more)
    }

    func body(_ content: inout ViewContent) {
      content.text(title)
      let rows = model.state.rows
      let shown =
        isTopPicks
        ? rows.prefix(ListReference.topPicks) : rows.dropFirst(ListReference.topPicks)
      for cell in shown { content.child(CounterRow(cell: cell, model: model)) }
    }
  }

  struct CounterRow: LabView {
    @ObservedObject var cell: Cell
    let model: Model
    var id: Int? { cell.id }

    func body(_ content: inout ViewContent) {
      content.text("#\(cell.id): \(cell.count)" + (cell.isSelected ? " (selected)" : ""))
      content.button("-") { [cell, model] in
        let position = model.position(of: cell.id)
        model.perform(.decrement(at: position))
      }
      content.button("+") { [cell, model] in
        let position = model.position(of: cell.id)
        model.perform(.increment(at: position))
      }
      content.button("Select") { [cell, model] in
        let position = model.position(of: cell.id)
        model.perform(.select(at: position))
      }
      content.button("Remove") { [cell, model] in
        let position = model.position(of: cell.id)
        model.perform(.remove(at: position))
      }
    }
  }
}
