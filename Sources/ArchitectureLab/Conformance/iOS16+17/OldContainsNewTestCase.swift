import StoreModels

/// The suite's `OldContainsNewTestCase` (`iOS 16+17/OldContainsNewTestCase.swift`): a parent
/// written with the view-store API, observing a view state that includes the child's count,
/// whose form holds the iOS 17 counter, ``ObservableBasicsView``.
///
/// Its `OldContainsNewTestCase.body` line is logged inside its ``WithViewStore``'s content, as
/// in every iOS 16 view of the suite.
struct OldContainsNewTestCase: ListContainer {
  let store: StoreOf<Feature>

  /// What the parent observes: the child's count among its own fields.
  struct ViewState: Equatable {
    let childCount: Int
    let count: Int
    let isObservingChildCount: Bool

    init(state: Feature.State) {
      childCount = state.child.count
      count = state.count
      isObservingChildCount = state.isObservingChildCount
    }
  }

  func body(_ content: inout ViewContent) {
    let store = self.store
    content.child(
      WithViewStore(store, observe: ViewState.init) { viewStore, content in
        content.log("OldContainsNewTestCase.body")
        content.text(sectionHeader("iOS 16"))
        content.text(viewStore.count.description)
        content.button("Increment") { store.send(.incrementButtonTapped) }
        if viewStore.isObservingChildCount {
          content.text("Child count: \(viewStore.childCount)")
        }
        content.button("Toggle observing child count") {
          store.send(.toggleIsObservingChildCount)
        }
        content.text(sectionHeader("iOS 17"))
        content.child(ObservableBasicsView(store: store.scope(state: \.child, action: \.child)))
      })
  }

  struct Feature: Reducer {
    /// Plain state, not observable; its child's is.
    struct State: Equatable {
      var child = ObservableBasicsView.Feature.State()
      var count = 0
      var isObservingChildCount = false
    }

    enum Action: Equatable {
      case child(ObservableBasicsView.Feature.Action)
      case incrementButtonTapped
      case toggleIsObservingChildCount
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: \.child) { ObservableBasicsView.Feature() }
      Reduce { state, action in
        switch action {
        case .child:
          break
        case .incrementButtonTapped:
          state.count += 1
        case .toggleIsObservingChildCount:
          state.isObservingChildCount.toggle()
        }
      }
    }
  }
}

// MARK: - @CasePathable, expanded by hand

extension OldContainsNewTestCase.Feature.Action: CasePathable {
  struct AllCasePaths {
    typealias Root = OldContainsNewTestCase.Feature.Action
    var child: AnyCasePath<Root, ObservableBasicsView.Feature.Action> {
      AnyCasePath(embed: Root.child) {
        guard case .child(let action) = $0 else { return nil }
        return action
      }
    }
  }
  static let allCasePaths = AllCasePaths()
}
