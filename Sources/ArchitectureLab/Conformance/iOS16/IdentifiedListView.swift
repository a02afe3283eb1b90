import Foundation
import StoreModels

/// The suite's `IdentifiedListView` (`iOS 16/IdentifiedListTestCase.swift`): a `List` of counters
/// from an identified array, with the first row's count above them, written with a
/// `WithViewStore` of what the list shows and a `ForEachStore` of the rows; each row observes a
/// store of its id.
struct IdentifiedListView: ListContainer {
  let store: StoreOf<Feature>

  /// What the list shows above the rows: the first row's count.
  struct ViewState: Equatable {
    var firstCount: Int?

    init(state: Feature.State) {
      firstCount = state.rows.first?.count
    }
  }

  func body(_ content: inout ViewContent) {
    let store = self.store
    content.child(
      WithViewStore(store, observe: ViewState.init) { viewStore, content in
        content.log("IdentifiedListView.body")
        content.button("Add") { store.send(.addButtonTapped) }
        if let firstCount = viewStore.firstCount {
          content.button("Increment First") { store.send(.incrementFirstButtonTapped) }
          content.text("Count: \(firstCount)")
        }
        let rows: Store<IdentifiedArrayOf<BasicsView.Feature.State>, Feature.Action.Rows> =
          store.scope(state: \.rows, action: \.rows)
        content.child(
          ForEachStore(rows) { rowStore, row in
            row.log("IdentifiedListView.body.ForEachStore")
            // `store.scope(state: \.id, action: \.self)`, cached on the row's store.
            let idStore = rowStore.scope(id: "id", state: { $0.id }, action: { $0 })
            row.child(
              WithViewStore(idStore, observe: { $0 }) { viewStore, row in
                row.log("\(type(of: idStore))")
                row.child(BasicsView(store: rowStore))
                row.button("trash") { store.send(.removeButtonTapped(id: viewStore.state)) }
              })
          })
      })
  }

  struct Feature: Reducer {
    struct State: Equatable {
      var rows = IdentifiedArrayOf<BasicsView.Feature.State>()
    }

    enum Action: Equatable {
      typealias Rows = IdentifiedAction<UUID, BasicsView.Feature.Action>

      case addButtonTapped
      case incrementFirstButtonTapped
      case removeButtonTapped(id: UUID)
      case rows(Rows)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .addButtonTapped:
          state.rows.append(BasicsView.Feature.State())
        case .incrementFirstButtonTapped:
          state.rows[id: state.rows.ids[0]]?.count += 1
        case .removeButtonTapped(let id):
          state.rows.remove(id: id)
        case .rows:
          break
        }
      }
      .forEach(\.rows, action: \.rows) { BasicsView.Feature() }
    }
  }
}

// MARK: - @CasePathable, expanded by hand

extension IdentifiedListView.Feature.Action: CasePathable {
  struct AllCasePaths {
    typealias Root = IdentifiedListView.Feature.Action
    var rows: AnyCasePath<Root, Root.Rows> {
      AnyCasePath(embed: Root.rows) {
        guard case .rows(let action) = $0 else { return nil }
        return action
      }
    }
  }
  static let allCasePaths = AllCasePaths()
}
