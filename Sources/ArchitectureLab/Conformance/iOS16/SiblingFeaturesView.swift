import StoreModels

/// The suite's `SiblingFeaturesView` (`iOS 16/SiblingTestCase.swift`): two counters side by side
/// and buttons that reset both, reset the whole state, or swap them. It logs nothing itself, and
/// its body runs once. Its suite body is a `Form` around all it shows, so it is a list
/// (docs/fidelity.md, rule 14).
struct SiblingFeaturesView: ListContainer {
  let store: StoreOf<Feature>

  func body(_ content: inout ViewContent) {
    let store = self.store
    content.text(sectionHeader("Child 1"))
    content.child(BasicsView(store: store.scope(state: \.child1, action: \.child1), placement: 1))
    content.text(sectionHeader("Child 2"))
    content.child(BasicsView(store: store.scope(state: \.child2, action: \.child2), placement: 2))
    content.button("Reset all") { store.send(.resetAllButtonTapped) }
    content.button("Reset self") { store.send(.resetSelfButtonTapped) }
    content.button("Swap") { store.send(.swapButtonTapped) }
  }

  struct Feature: Reducer {
    struct State: Equatable {
      var child1 = BasicsView.Feature.State()
      var child2 = BasicsView.Feature.State()
    }

    enum Action: Equatable {
      case child1(BasicsView.Feature.Action)
      case child2(BasicsView.Feature.Action)
      case resetAllButtonTapped
      case resetSelfButtonTapped
      case swapButtonTapped
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.child1, action: \.child1) { BasicsView.Feature() }
      Scope(state: \.child2, action: \.child2) { BasicsView.Feature() }
      Reduce { state, action in
        switch action {
        case .child1, .child2:
          break
        case .resetAllButtonTapped:
          state.child1 = BasicsView.Feature.State()
          state.child2 = BasicsView.Feature.State()
        case .resetSelfButtonTapped:
          state = State()
        case .swapButtonTapped:
          let copy = state.child1
          state.child1 = state.child2
          state.child2 = copy
        }
      }
    }
  }
}

// MARK: - @CasePathable, expanded by hand

extension SiblingFeaturesView.Feature.Action: CasePathable {
  struct AllCasePaths {
    typealias Root = SiblingFeaturesView.Feature.Action
    var child1: AnyCasePath<Root, BasicsView.Feature.Action> {
      AnyCasePath(embed: Root.child1) {
        guard case .child1(let action) = $0 else { return nil }
        return action
      }
    }
    var child2: AnyCasePath<Root, BasicsView.Feature.Action> {
      AnyCasePath(embed: Root.child2) {
        guard case .child2(let action) = $0 else { return nil }
        return action
      }
    }
  }
  static let allCasePaths = AllCasePaths()
}
