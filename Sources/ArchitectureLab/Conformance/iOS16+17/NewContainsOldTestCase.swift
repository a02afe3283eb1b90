import StoreModels

/// The suite's `NewContainsOldTestCase` (`iOS 16+17/NewContainsOldTestCase.swift`): a parent over
/// an observable store whose form holds the iOS 16 counter, ``BasicsView``, and can show the
/// child's count.
struct NewContainsOldTestCase: ListContainer {
  let store: StoreOf<Feature>

  func body(_ content: inout ViewContent) {
    content.log("NewContainsOldTestCase.body")
    content.text(sectionHeader("iOS 17"))
    content.text(store.count.description)
    content.button("Increment") { store.send(.incrementButtonTapped) }
    if store.isObservingChildCount {
      content.text("Child count: \(store.child.count)")
    }
    content.button("Toggle observe child count") { store.send(.toggleIsObservingChildCount) }
    content.text(sectionHeader("iOS 16"))
    content.child(BasicsView(store: store.scope(state: \.child, action: \.child)))
  }

  struct Feature: Reducer {
    /// `@ObservableState`, with `var child`, `var count` and `var isObservingChildCount`
    /// (expanded at the bottom). The child's state is plain, not observable.
    struct State: ObservableStruct, Equatable {
      fileprivate var _child = BasicsView.Feature.State()
      fileprivate var _count = 0
      fileprivate var _isObservingChildCount = false
      var _$observationRegistrar = ObservationStateRegistrar()
    }

    enum Action: Equatable {
      case child(BasicsView.Feature.Action)
      case incrementButtonTapped
      case toggleIsObservingChildCount
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: \.child) { BasicsView.Feature() }
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

// MARK: - @ObservableState and @CasePathable, expanded by hand

extension NewContainsOldTestCase.Feature.State {
  var child: BasicsView.Feature.State {
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

extension NewContainsOldTestCase.Feature.Action: CasePathable {
  struct AllCasePaths {
    typealias Root = NewContainsOldTestCase.Feature.Action
    var child: AnyCasePath<Root, BasicsView.Feature.Action> {
      AnyCasePath(embed: Root.child) {
        guard case .child(let action) = $0 else { return nil }
        return action
      }
    }
  }
  static let allCasePaths = AllCasePaths()
}
