import StoreModels

/// The suite's `NewOldSiblingsView` (`iOS 16+17/NewOldSiblingsTestCase.swift`): the iOS 16
/// counter, ``BasicsView``, beside the iOS 17 one, ``ObservableBasicsView``, over one plain
/// parent state, with buttons that reset both children or the whole state.
struct NewOldSiblingsView: ListContainer {
  let store: StoreOf<Feature>

  func body(_ content: inout ViewContent) {
    content.log("NewOldSiblingsView.body")
    content.text(sectionHeader("iOS 16"))
    content.child(BasicsView(store: store.scope(state: \.child1, action: \.child1), placement: 1))
    content.text(sectionHeader("iOS 17"))
    content.child(
      ObservableBasicsView(store: store.scope(state: \.child2, action: \.child2), placement: 2))
    content.button("Reset all") { store.send(.resetAllButtonTapped) }
    content.button("Reset self") { store.send(.resetSelfButtonTapped) }
  }

  struct Feature: Reducer {
    /// Plain state, not observable; the second child's is.
    struct State: Equatable {
      var child1 = BasicsView.Feature.State()
      var child2 = ObservableBasicsView.Feature.State()
    }

    enum Action: Equatable {
      case child1(BasicsView.Feature.Action)
      case child2(ObservableBasicsView.Feature.Action)
      case resetAllButtonTapped
      case resetSelfButtonTapped
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.child1, action: \.child1) { BasicsView.Feature() }
      Scope(state: \.child2, action: \.child2) { ObservableBasicsView.Feature() }
      Reduce { state, action in
        switch action {
        case .child1, .child2:
          break
        case .resetAllButtonTapped:
          state.child1 = BasicsView.Feature.State()
          state.child2 = ObservableBasicsView.Feature.State()
        case .resetSelfButtonTapped:
          state = State()
        }
      }
    }
  }
}

// MARK: - @CasePathable, expanded by hand

extension NewOldSiblingsView.Feature.Action: CasePathable {
  struct AllCasePaths {
    typealias Root = NewOldSiblingsView.Feature.Action
    var child1: AnyCasePath<Root, BasicsView.Feature.Action> {
      AnyCasePath(embed: Root.child1) {
        guard case .child1(let action) = $0 else { return nil }
        return action
      }
    }
    var child2: AnyCasePath<Root, ObservableBasicsView.Feature.Action> {
      AnyCasePath(embed: Root.child2) {
        guard case .child2(let action) = $0 else { return nil }
        return action
      }
    }
  }
  static let allCasePaths = AllCasePaths()
}
