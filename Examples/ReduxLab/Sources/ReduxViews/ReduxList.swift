import ArchitectureLab
import Redux

/// `list` in the Redux school: the rows' order, their counts and the selection in one store.
/// The list selects the ids and the first count; each section is a plain view over a slice of
/// the ids; each row selects its own count and whether it is selected, by id.
public enum ReduxList {
  /// The contestant: registered in `list` by `main.swift`.
  public static let contestant = Contestant(
    name: "redux", summary: "one store; the list selects ids, each row its own count",
    expected: .correct
  ) { parameters in
    Renderer(
      root: ListView(store: Store(state: State(rowCount: parameters["rows"]), reducer: reduce)),
      observationTracking: .none)
  }

  /// What a row shows: its count and whether it is the selected one.
  struct Row: Equatable {
    let count: Int
    let isSelected: Bool
  }

  struct State {
    /// The rows' ids, in screen order.
    var ids: [Int]
    /// Each row's count, by id.
    // NB: by id, not beside the ids, so a row's selection reads its count in O(1) after every
    // dispatch: the store hands the new state to every row's selection each time.
    var counts: [Int: Int]
    var selectedID: Int?
    var nextID: Int

    /// How many rows the "Top picks" section holds.
    static let topPicks = 3

    /// `rowCount` rows at 0, with ids 1 through `rowCount`.
    init(rowCount: Int) {
      ids = []
      counts = [:]
      nextID = 1
      append(rowCount)
    }

    /// The first row's count, or `nil` when there are no rows.
    var firstCount: Int? { ids.first.flatMap { counts[$0] } }

    /// The row with `id`, while there is one.
    subscript(row id: Int) -> Row? {
      counts[id].map { Row(count: $0, isSelected: id == selectedID) }
    }

    mutating func append(_ count: Int) {
      let new = nextID..<nextID + count
      ids.append(contentsOf: new)
      for id in new { counts[id] = 0 }
      nextID += count
    }
  }

  enum Action {
    case add, remove(id: Int), increment(id: Int), decrement(id: Int), select(id: Int)
    case create(count: Int), append(count: Int), updateEveryTenth, swap, clear
  }

  static func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .add: state.append(1)
    case .remove(let id):
      state.ids.removeAll { $0 == id }
      state.counts[id] = nil
    case .increment(let id): state.counts[id]? += 1
    case .decrement(let id): state.counts[id]? -= 1
    case .select(let id): state.selectedID = id
    case .create(let count):
      reduce(&state, .clear)
      state.append(count)
    case .append(let count): state.append(count)
    case .updateEveryTenth:
      for index in stride(from: 0, to: state.ids.count, by: 10) {
        state.counts[state.ids[index]]? += 1
      }
    case .swap:
      if state.ids.count > State.topPicks { state.ids.swapAt(1, state.ids.count - 2) }
    case .clear:
      state.ids = []
      state.counts = [:]
      state.selectedID = nil
    }
  }

  struct ListView: LabView {
    let store: Store<State, Action>
    @ObservedObject var ids: Selection<[Int]>
    @ObservedObject var firstCount: Selection<Int?>

    init(store: Store<State, Action>) {
      self.store = store
      _ids = ObservedObject(wrappedValue: store.select(\.ids))
      _firstCount = ObservedObject(wrappedValue: store.select(\.firstCount))
    }

    func body(_ content: inout ViewContent) {
      let ids = ids.value
      content.text("First: \(firstCount.value.map { "\($0)" } ?? "none")")
      content.button("Add") { store.dispatch(.add) }
      content.button("Create 1,000 rows") { store.dispatch(.create(count: 1_000)) }
      content.button("Create 10,000 rows") { store.dispatch(.create(count: 10_000)) }
      content.button("Append 1,000 rows") { store.dispatch(.append(count: 1_000)) }
      content.button("Update every 10th row") { store.dispatch(.updateEveryTenth) }
      content.button("Swap rows") { store.dispatch(.swap) }
      content.button("Clear") { store.dispatch(.clear) }
      if !ids.isEmpty {
        content.child(
          SectionView(title: "Top picks", ids: ids.prefix(State.topPicks), store: store))
      }
      if ids.count > State.topPicks {
        content.child(
          SectionView(
            title: "You might also like", ids: ids.dropFirst(State.topPicks), store: store))
      }
    }
  }

  /// A section selects nothing: its ids are a plain input, so it runs again only when they
  /// change.
  struct SectionView: LabView {
    let title: String
    let ids: ArraySlice<Int>
    let store: Store<State, Action>
    var id: String? { title }

    func body(_ content: inout ViewContent) {
      content.text(title)
      for id in ids {
        content.child(CounterRow(rowID: id, store: store))
      }
    }
  }

  struct CounterRow: LabView {
    let rowID: Int
    let store: Store<State, Action>
    @ObservedObject var row: Selection<Row?>
    var id: Int? { rowID }

    init(rowID: Int, store: Store<State, Action>) {
      self.rowID = rowID
      self.store = store
      _row = ObservedObject(wrappedValue: store.select(\.[row: rowID]))
    }

    func body(_ content: inout ViewContent) {
      guard let row = row.value else { return }
      content.text("#\(rowID): \(row.count)" + (row.isSelected ? " (selected)" : ""))
      content.button("-") { [store, rowID] in store.dispatch(.decrement(id: rowID)) }
      content.button("+") { [store, rowID] in store.dispatch(.increment(id: rowID)) }
      content.button("Select") { [store, rowID] in store.dispatch(.select(id: rowID)) }
      content.button("Remove") { [store, rowID] in store.dispatch(.remove(id: rowID)) }
    }
  }
}
