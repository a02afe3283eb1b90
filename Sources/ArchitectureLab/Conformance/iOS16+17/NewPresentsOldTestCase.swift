import StoreModels

/// The suite's `NewPresentsOldTestCase` (`iOS 16+17/NewPresentsOldTestCase.swift`): a parent over
/// an observable store that presents the iOS 16 counter, ``BasicsView``, in a sheet
/// (`.sheet(store:)`, a ``PresentationStore``), and can show the child's count.
struct NewPresentsOldTestCase: ListContainer {
  let store: StoreOf<Feature>

  func body(_ content: inout ViewContent) {
    content.log("NewPresentsOldTestCase.body")
    content.text(store.count.description)
    content.button("Increment") { store.send(.incrementButtonTapped) }
    if store.isObservingChildCount {
      content.text("Child count: " + (store.child?.count.description ?? "N/A"))
    }
    content.button("Toggle observe child count") { store.send(.toggleObservingChildCount) }
    content.button("Present child") { store.send(.presentChildButtonTapped) }
    // `.sheet(store: self.store.scope(state: \.$child, action: \.child))`.
    let child: Store<BasicsView.Feature.State?, BasicsView.Feature.Action> =
      store.scope(state: \.child, action: \.child)
    content.child(
      PresentationStore(child) { child, content in
        content.child(BasicsView(store: child))
      })
  }

  struct Feature: Reducer {
    /// `@ObservableState`, with `@Presents var child`, `var count` and
    /// `var isObservingChildCount` (expanded at the bottom). The child's state is plain.
    struct State: ObservableStruct, Equatable {
      fileprivate var _child: BasicsView.Feature.State?
      fileprivate var _count = 0
      fileprivate var _isObservingChildCount = false
      var _$observationRegistrar = ObservationStateRegistrar()
    }

    enum Action: Equatable {
      case child(BasicsView.Feature.Action)
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
          state.child = BasicsView.Feature.State()
        case .toggleObservingChildCount:
          state.isObservingChildCount.toggle()
        }
      }
      .ifLet(\.child, action: \.child) { BasicsView.Feature() }
    }
  }
}

// MARK: - @ObservableState and @CasePathable, expanded by hand

extension NewPresentsOldTestCase.Feature.State {
  var child: BasicsView.Feature.State? {
    get { self[tracking: \._child, \.child] }
    set { self[tracking: \._child, \.child] = newValue }
    _modify { yield &self[tracking: \._child, \.child] }
  }

  var count: Int {
    get { self[tracking: \._count, \.count] }
    set { self[tracking: \._count, \.count] = newValue }
    _modify { yield &self[tracking: \._count, \.count] }
  }

  var isObservingChildCount: Bool {
    get { self[tracking: \._isObservingChildCount, \.isObservingChildCount] }
    set { self[tracking: \._isObservingChildCount, \.isObservingChildCount] = newValue }
    _modify { yield &self[tracking: \._isObservingChildCount, \.isObservingChildCount] }
  }
}

extension NewPresentsOldTestCase.Feature.Action: CasePathable {
  struct AllCasePaths {
    typealias Root = NewPresentsOldTestCase.Feature.Action
    var child: AnyCasePath<Root, BasicsView.Feature.Action> {
      AnyCasePath(embed: Root.child) {
        guard case .child(let action) = $0 else { return nil }
        return action
      }
    }
  }
  static let allCasePaths = AllCasePaths()
}
