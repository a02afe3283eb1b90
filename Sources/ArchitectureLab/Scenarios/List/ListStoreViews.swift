import StoreModels

/// The `list` app as views over one store and a lazy collection of row stores.
enum ListStoreViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "store",
    summary: "the observable store; a lazy collection of row stores cached by id",
    expected: .correct,
    replaces: { ListLegacyStoreViews.contestant }, mount: { mount($0, rules: .lab) })

  static func mount(_ parameters: Parameters, rules: StoreRules) -> Renderer {
    let count = parameters["rows"]
    let rows = IdentifiedArrayOf(
      uniqueElements: (0..<count).map { CounterList.Row.State(id: $0 + 1) })
    let state = CounterList.List.State(rows: rows, nextID: count + 1)
    return Renderer(
      root: ListView(store: Store(initialState: state, rules: rules) { CounterList.List() }))
  }

  /// How many rows the "Top picks" section holds.
  static let topPicks = 3

  struct ListView: LabView {
    let store: StoreOf<CounterList.List>

    func body(_ content: inout ViewContent) {
      let rows = store.scope(state: \.rows, action: \.rows)
      content.text("First: \(rows.first.map { "\($0.count)" } ?? "none")")
      content.button("Add") { store.send(.addButtonTapped) }
      content.button("Create 1,000 rows") { store.send(.createRowsButtonTapped(count: 1_000)) }
      content.button("Create 10,000 rows") { store.send(.createRowsButtonTapped(count: 10_000)) }
      content.button("Append 1,000 rows") { store.send(.appendRowsButtonTapped(count: 1_000)) }
      content.button("Update every 10th row") { store.send(.updateEveryTenthRowButtonTapped) }
      content.button("Swap rows") { store.send(.swapRowsButtonTapped) }
      content.button("Clear") { store.send(.clearButtonTapped) }
      if !rows.isEmpty {
        content.child(SectionView(title: "Top picks", rows: Array(rows.prefix(topPicks))))
      }
      if rows.count > topPicks {
        content.child(
          SectionView(title: "You might also like", rows: Array(rows.dropFirst(topPicks))))
      }
    }
  }

  struct SectionView: LabView {
    let title: String
    let rows: [StoreOf<CounterList.Row>]
    var id: String? { title }

    func body(_ content: inout ViewContent) {
      content.text(title)
      for row in rows {
        content.child(CounterRow(store: row))
      }
    }
  }

  struct CounterRow: LabView {
    let store: StoreOf<CounterList.Row>
    var id: Int? { store.elementID }

    func body(_ content: inout ViewContent) {
      content.text("#\(store.id): \(store.count)" + (store.isSelected ? " (selected)" : ""))
      content.button("-") { store.send(.decrementButtonTapped) }
      content.button("+") { store.send(.incrementButtonTapped) }
      content.button("Select") { store.send(.selectButtonTapped) }
      content.button("Remove") { store.send(.removeButtonTapped) }
    }
  }
}
