import StoreModels

/// The `list` app as views over a store written with the view-store API as at 1.7.0 (before
/// observation): the list's body is a `WithViewStore` of what it shows; each section shows the
/// rows of a key-path scope to its part of the rows (cached) through a `ForEachStore`, which
/// hands every row its cached element store; each row's body is a `WithViewStore` of its state.
/// The sections and their rows are a plain stack, as in every school, so an inserted row's
/// closure runs once (docs/design.md, *List rows are evaluated twice when inserted*).
enum ListLegacyStoreViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "store/legacy",
    summary: "the store before observation: the view-store API as at 1.7.0, over cached scopes",
    expected: .correct, limits: [rowLimit], mount: ListLegacyStoreViews.mount)

  /// NB: every row's view store derives its state through its section's key-path scope to a
  /// computed property (`topPicks`, `more`) that rebuilds the section's rows: one send costs
  /// rows², and one `ForEachStore` body, which the step limit cannot cut short, as much
  /// (docs/performance.md).
  static let rowLimit = ContestantLimit(
    parameter: "rows", maximum: 500,
    reason: "each send re-derives every row's view state through its section's rows (rows²)")

  static func mount(_ parameters: Parameters) -> Renderer {
    let count = parameters["rows"]
    let rows = IdentifiedArrayOf(
      uniqueElements: (0..<count).map { CounterList.Row.State(id: $0 + 1) })
    let state = CounterList.List.State(rows: rows, nextID: count + 1)
    return Renderer(
      root: ListView(store: Store(initialState: state, rules: .release1_7) { CounterList.List() }),
      observationTracking: .none)
  }

  /// How many rows the "Top picks" section holds.
  static let topPicks = 3

  struct ListView: LegacyStoreView {
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

    var body: any LegacyStoreBody {
      WithViewStore(store, observe: ViewState.init) { viewStore, content in
        content.text("First: \(viewStore.firstCount.map { "\($0)" } ?? "none")")
        content.button("Add") { viewStore.send(.addButtonTapped) }
        content.button("Create 1,000 rows") {
          viewStore.send(.createRowsButtonTapped(count: 1_000))
        }
        content.button("Create 10,000 rows") {
          viewStore.send(.createRowsButtonTapped(count: 10_000))
        }
        content.button("Append 1,000 rows") {
          viewStore.send(.appendRowsButtonTapped(count: 1_000))
        }
        content.button("Update every 10th row") {
          viewStore.send(.updateEveryTenthRowButtonTapped)
        }
        content.button("Swap rows") { viewStore.send(.swapRowsButtonTapped) }
        content.button("Clear") { viewStore.send(.clearButtonTapped) }
        if viewStore.showsTopPicks {
          let rows: Store<IdentifiedArrayOf<CounterList.Row.State>, Rows> =
            store.scope(state: \.topPicks, action: \.rows)
          content.child(SectionView(title: "Top picks", store: rows))
        }
        if viewStore.showsMore {
          let rows: Store<IdentifiedArrayOf<CounterList.Row.State>, Rows> =
            store.scope(state: \.more, action: \.rows)
          content.child(SectionView(title: "You might also like", store: rows))
        }
      }
    }
  }

  /// A section shows only its title, an input, so it has no view store (as the suite's views
  /// that show no state have none): its store is the same cached one on every list body, so it
  /// runs its body only when inserted. Its `ForEachStore` observes the ids of its rows.
  struct SectionView: LabView {
    let title: String
    fileprivate let store: Store<IdentifiedArrayOf<CounterList.Row.State>, Rows>
    var id: String? { title }

    func body(_ content: inout ViewContent) {
      content.text(title)
      content.child(
        ForEachStore(store) { row, content in content.child(CounterRow(store: row)) })
    }
  }

  struct CounterRow: LegacyStoreView {
    let store: StoreOf<CounterList.Row>
    var id: Int? { store.elementID }

    var body: any LegacyStoreBody {
      WithViewStore(store, observe: { $0 }) { viewStore, content in
        content.text(
          "#\(viewStore.id): \(viewStore.count)" + (viewStore.isSelected ? " (selected)" : ""))
        content.button("-") { viewStore.send(.decrementButtonTapped) }
        content.button("+") { viewStore.send(.incrementButtonTapped) }
        content.button("Select") { viewStore.send(.selectButtonTapped) }
        content.button("Remove") { viewStore.send(.removeButtonTapped) }
      }
    }
  }

  /// The actions of the list's rows, as a section's store sends them.
  fileprivate typealias Rows = IdentifiedAction<CounterList.Row.State.ID, CounterList.Row.Action>
}

// MARK: - The sections' rows, for key-path scopes

extension CounterList.List.State {
  /// The rows of "Top picks": the first three.
  fileprivate var topPicks: IdentifiedArrayOf<CounterList.Row.State> {
    IdentifiedArray(uniqueElements: rows.prefix(ListLegacyStoreViews.topPicks))
  }

  /// The rows of "You might also like": all after the first three.
  fileprivate var more: IdentifiedArrayOf<CounterList.Row.State> {
    IdentifiedArray(uniqueElements: rows.dropFirst(ListLegacyStoreViews.topPicks))
  }
}
