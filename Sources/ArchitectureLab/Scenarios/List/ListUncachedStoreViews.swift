import StoreModels

/// The `list` app as views over a store the way they were written before the store library cached
/// scopes (before 1.5): the list observes a view store of what it shows, each section scopes a
/// store of its rows (uncached) for a ``UncachedForEachStore``, and each row observes a view store
/// of its own state.
enum ListUncachedStoreViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "store/uncached",
    summary: "the store before 1.5: ForEachStore per section, uncached row stores",
    expected: .correct, limits: [rowLimit], mount: ListUncachedStoreViews.mount)

  /// NB: each row's uncached store derives its state through its section's closure, which
  /// rebuilds the section's rows: one send costs rows², and one `UncachedForEachStore` body as
  /// much (docs/performance.md).
  static let rowLimit = ContestantLimit(
    parameter: "rows", maximum: 500,
    reason: "each send re-derives every row's state through its section's rows (rows²)")

  static func mount(_ parameters: Parameters) -> Renderer {
    let count = parameters["rows"]
    let rows = IdentifiedArrayOf(
      uniqueElements: (0..<count).map { CounterList.Row.State(id: $0 + 1) })
    let state = CounterList.List.State(rows: rows, nextID: count + 1)
    return Renderer(
      root: ListView(store: Store(initialState: state, rules: .release1_4) { CounterList.List() }),
      observationTracking: .none)
  }

  /// How many rows the "Top picks" section holds.
  static let topPicks = 3

  struct ListView: LabView {
    /// The first row's count, and which sections are shown.
    struct ViewState: Equatable {
      let firstCount: Int?
      let showsTopPicks: Bool
      let showsMore: Bool

      init(_ state: CounterList.List.State) {
        firstCount = state.rows.first?.count
        showsTopPicks = !state.rows.isEmpty
        showsMore = state.rows.count > topPicks
      }
    }

    let store: StoreOf<CounterList.List>
    @ObservedObject var viewStore: ViewStore<ViewState, CounterList.List.Action>

    init(store: StoreOf<CounterList.List>) {
      self.store = store
      _viewStore = ObservedObject(wrappedValue: ViewStore(store, observe: ViewState.init))
    }

    func body(_ content: inout ViewContent) {
      content.text("First: \(viewStore.firstCount.map { "\($0)" } ?? "none")")
      content.button("Add") { viewStore.send(.addButtonTapped) }
      content.button("Create 1,000 rows") { viewStore.send(.createRowsButtonTapped(count: 1_000)) }
      content.button("Create 10,000 rows") {
        viewStore.send(.createRowsButtonTapped(count: 10_000))
      }
      content.button("Append 1,000 rows") { viewStore.send(.appendRowsButtonTapped(count: 1_000)) }
      content.button("Update every 10th row") { viewStore.send(.updateEveryTenthRowButtonTapped) }
      content.button("Swap rows") { viewStore.send(.swapRowsButtonTapped) }
      content.button("Clear") { viewStore.send(.clearButtonTapped) }
      if viewStore.showsTopPicks {
        let rows = store.scope(
          state: { IdentifiedArray(uniqueElements: $0.rows.prefix(topPicks)) },
          action: { .rows($0) })
        content.child(SectionView(title: "Top picks", store: rows))
      }
      if viewStore.showsMore {
        let rows = store.scope(
          state: { IdentifiedArray(uniqueElements: $0.rows.dropFirst(topPicks)) },
          action: { .rows($0) })
        content.child(SectionView(title: "You might also like", store: rows))
      }
    }
  }

  struct SectionView: LabView {
    let title: String
    fileprivate let store:
      Store<IdentifiedArrayOf<CounterList.Row.State>, CounterList.List.Action.Rows>
    var id: String? { title }

    func body(_ content: inout ViewContent) {
      content.text(title)
      content.child(UncachedForEachStore(store) { id, row in CounterRow(rowID: id, store: row) })
    }
  }

  struct CounterRow: LabView {
    let rowID: Int
    @ObservedObject var viewStore: ViewStoreOf<CounterList.Row>
    var id: Int? { rowID }

    init(rowID: Int, store: StoreOf<CounterList.Row>) {
      self.rowID = rowID
      _viewStore = ObservedObject(wrappedValue: ViewStore(store, observe: { $0 }))
    }

    func body(_ content: inout ViewContent) {
      content.text("#\(rowID): \(viewStore.count)" + (viewStore.isSelected ? " (selected)" : ""))
      content.button("-") { viewStore.send(.decrementButtonTapped) }
      content.button("+") { viewStore.send(.incrementButtonTapped) }
      content.button("Select") { viewStore.send(.selectButtonTapped) }
      content.button("Remove") { viewStore.send(.removeButtonTapped) }
    }
  }
}

extension CounterList.List.Action {
  /// The actions of the list's rows, as a section's store sends them.
  fileprivate typealias Rows = IdentifiedAction<CounterList.Row.State.ID, CounterList.Row.Action>
}
