import StoreModels

/// The suite's `OldPresentsNewTestCase` (`iOS 16+17/OldPresentsNewTestCase.swift`): a parent
/// written with the view-store API, observing a view state that includes the child's count, that
/// presents the iOS 17 counter, ``ObservableBasicsView``, in a sheet (`.sheet(store:)`, a
/// ``PresentationStore``, beside its ``WithViewStore``, not in it).
///
/// Its `OldPresentsNewTestCase.body` line is logged inside its ``WithViewStore``'s content, as
/// in every iOS 16 view of the suite.
struct OldPresentsNewTestCase: ListContainer {
  let store: StoreOf<Feature>

  /// What the parent observes: the child's count, while presented, among its own fields.
  struct ViewState: Equatable {
    let childCount: Int?
    let count: Int
    let isObservingChildCount: Bool

    init(state: Feature.State) {
      childCount = state.child?.count
      count = state.count
      isObservingChildCount = state.isObservingChildCount
    }
  }

  func body(_ content: inout ViewContent) {
    let store = self.store
    content.child(
      WithViewStore(store, observe: ViewState.init) { viewStore, content in
        content.log("OldPresentsNewTestCase.body")
        content.text(viewStore.count.description)
        content.button("Increment") { store.send(.incrementButtonTapped) }
        if viewStore.isObservingChildCount {
          content.text("Child count: " + (viewStore.childCount?.description ?? "N/A"))
        }
        content.button("Toggle observe child count") { store.send(.toggleObservingChildCount) }
        content.button("Present child") { store.send(.presentChildButtonTapped) }
      })
    // `.sheet(store: self.store.scope(state: \.$child, action: \.child))`.
    let child: Store<ObservableBasicsView.Feature.State?, ObservableBasicsView.Feature.Action> =
      store.scope(state: \.child, action: \.child)
    content.child(
      PresentationStore(child) { child, content in
        content.child(ObservableBasicsView(store: child))
      })
  }

  struct Feature: Reducer {
    /// Plain state, not observable, with `@PresentationState var child`; its child's is.
    struct State: Equatable {
      var child: ObservableBasicsView.Feature.State?
      var count = 0
      var isObservingChildCount = false
    }

    enum Action: Equatable {
      case child(ObservableBasicsView.Feature.Action)
      case incrementButtonTapped
      case presentChildButtonTapped
      case toggleObservingChildCount
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .child(.dismiss):
          state.child = nil
        case .child:
          break
        case .incrementButtonTapped:
          state.count += 1
        case .presentChildButtonTapped:
          state.child = ObservableBasicsView.Feature.State()
        case .toggleObservingChildCount:
          state.isObservingChildCount.toggle()
        }
      }
      .ifLet(\.child, action: \.child) { ObservableBasicsView.Feature() }
    }
  }
}

// MARK: - @CasePathable, expanded by hand

extension OldPresentsNewTestCase.Feature.Action: CasePathable {
  struct AllCasePaths {
    typealias Root = OldPresentsNewTestCase.Feature.Action
    var child: AnyCasePath<Root, ObservableBasicsView.Feature.Action> {
      AnyCasePath(embed: Root.child) {
        guard case .child(let action) = $0 else { return nil }
        return action
      }
    }
  }
  static let allCasePaths = AllCasePaths()
}
