import VanillaModels

/// The `list` app as views over an `@Observable` list of `@Observable` rows.
enum ListObservationViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "observation", summary: "an @Observable list of @Observable row models",
    expected: .correct,
    mount: ListObservationViews.mount)

  static func mount(_ parameters: Parameters) -> Renderer {
    Renderer(root: ListView(model: CounterList.ListModel(rowCount: parameters["rows"])))
  }

  /// How many rows the "Top picks" section holds.
  static let topPicks = 3

  struct ListView: LabView {
    let model: CounterList.ListModel

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

  struct SectionView: LabView {
    let title: String
    let rows: [CounterList.RowModel]
    let list: CounterList.ListModel
    var id: String? { title }

    func body(_ content: inout ViewContent) {
      content.text(title)
      for row in rows {
        content.child(CounterRow(model: row, list: list))
      }
    }
  }

  struct CounterRow: LabView {
    let model: CounterList.RowModel
    let list: CounterList.ListModel
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
