import Foundation
import StoreModels

/// The suite's `ObservableIdentifiedListView` (`iOS 17/ObservableIdentifiedListTestCase.swift`):
/// a `List` of counters from an identified array, with the first row's count above them.
struct ObservableIdentifiedListView: ListContainer {
  let store: StoreOf<Feature>

  func body(_ content: inout ViewContent) {
    content.log("ObservableIdentifiedListView.body")
    content.button("Add") { store.send(.addButtonTapped) }
    if let firstCount = store.rows.first?.count {
      content.button("Increment First") { store.send(.incrementFirstButtonTapped) }
      content.text("Count: \(firstCount)")
    }
    let parent = store
    // `ForEach(store.scope(state: \.rows, action: \.rows)) { store in … }`: a row per element
    // store, identified by the store (cached per element, so per element).
    for rowStore in store.scope(state: \.rows, action: \.rows) {
      content.child(
        ForEachRow(id: ObjectIdentifier(rowStore)) { row in
          row.log("ObservableIdentifiedListView.body.ForEach")
          row.child(ObservableBasicsView(store: rowStore))
          row.button("trash") { parent.send(.removeButtonTapped(id: rowStore.state.id)) }
        })
    }
  }

  struct Feature: Reducer {
    /// `@ObservableState`, with `var rows: IdentifiedArrayOf<…> = []` (expanded at the bottom).
    struct State: ObservableStruct, Equatable {
      fileprivate var _rows = IdentifiedArrayOf<ObservableBasicsView.Feature.State>()
      var _$observationRegistrar = ObservationStateRegistrar()
    }

    enum Action: Equatable {
      case addButtonTapped
      case incrementFirstButtonTapped
      case removeButtonTapped(id: UUID)
      case rows(IdentifiedAction<UUID, ObservableBasicsView.Feature.Action>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .addButtonTapped:
          state.rows.append(ObservableBasicsView.Feature.State())
        case .incrementFirstButtonTapped:
          state.rows[id: state.rows.ids[0]]?.count += 1
        case .removeButtonTapped(let id):
          state.rows.remove(id: id)
        case .rows:
          break
        }
      }
      .forEach(\.rows, action: \.rows) { ObservableBasicsView.Feature() }
    }
  }
}

// MARK: - @ObservableState and @CasePathable, expanded by hand

extension ObservableIdentifiedListView.Feature.State {
  var rows: IdentifiedArrayOf<ObservableBasicsView.Feature.State> {
    get { self[tracking: \._rows, \.rows] }
    set { self[tracking: \._rows, \.rows] = newValue }
    _modify { yield &self[tracking: \._rows, \.rows] }
  }
}

extension ObservableIdentifiedListView.Feature.Action: CasePathable {
  struct AllCasePaths {
    typealias Root = ObservableIdentifiedListView.Feature.Action
    var rows: AnyCasePath<Root, IdentifiedAction<UUID, ObservableBasicsView.Feature.Action>> {
      AnyCasePath(embed: Root.rows) {
        guard case .rows(let action) = $0 else { return nil }
        return action
      }
    }
  }
  static let allCasePaths = AllCasePaths()
}
