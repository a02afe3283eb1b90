import VanillaModels

/// The `list` app as vanilla SwiftUI views: the list observes the list view model, each row its
/// own row view model.
enum ListVanillaViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "vanilla", summary: "row view models; the list forwards its first row's changes",
    expected: .correct,
    mount: ListVanillaViews.mount)

  static func mount(_ parameters: Parameters) -> Renderer {
    Renderer(root: ListView(model: CounterList.ListViewModel(rowCount: parameters["rows"])))
  }

  /// How many rows the "Top picks" section holds.
  static let topPicks = 3

  struct ListView: LabView {
    @ObservedObject var model: CounterList.ListViewModel

    func body(_ content: inout ViewContent) {
      let rows = model.rows
      content.text("First: \(rows.first.map { "\($0.count)" } ?? "none")")
      content.button("Add") { model.addButtonTapped() }
      content.button("Create 1,000 rows") { model.createRowsButtonTapped(count: 1_000) }
      content.button("Create 10,000 rows") { model.createRowsButtonTapped(count: 10_000) }
      content.button("Append 1,000 rows") { model.appendRowsButtonTapped(count: 1_000) }
      content.button("Update every 10th row") { model.updateEveryTenthRowButtonTapped() }
      content.button("Swap rows") { model.swapRowsButtonTapped() }
      content.button("Clear") { model.clearButtonTapped() }
      if !rows.isEmpty {
        content.child(
          SectionView(title: "Top picks", rows: Array(rows.prefix(topPicks)), list: model))
      }
      if rows.count > topPicks {
        content.child(
          SectionView(
            title: "You might also like", rows: Array(rows.dropFirst(topPicks)), list: model))
      }
    }
  }

  /// A section observes nothing: its rows and the list are plain inputs, equal as long as the
  /// same row view models are passed, so it re-renders only when its rows change.
  struct SectionView: LabView {
    let title: String
    let rows: [CounterList.RowViewModel]
    let list: CounterList.ListViewModel
    var id: String? { title }

    func body(_ content: inout ViewContent) {
      content.text(title)
      for row in rows {
        content.child(CounterRow(model: row, list: list))
      }
    }
  }

  /// A row observes its own view model; the list is a plain reference for its Select and
  /// Remove buttons.
  struct CounterRow: LabView {
    @ObservedObject var model: CounterList.RowViewModel
    let list: CounterList.ListViewModel
    var id: Int? { model.id }

    func body(_ content: inout ViewContent) {
      content.text("#\(model.id): \(model.count)" + (model.isSelected ? " (selected)" : ""))
      content.button("-") { model.decrementButtonTapped() }
      content.button("+") { model.incrementButtonTapped() }
      content.button("Select") { [model] in list.selectButtonTapped(row: model) }
      content.button("Remove") { [id = model.id] in list.removeButtonTapped(id: id) }
    }
  }
}
