import StoreModels

/// The suite's `ObservableOptionalView` (`iOS 17/ObservableOptionalTestCase.swift`): a parent with
/// an optional counter it can create and destroy, which can also show the child's count.
struct ObservableOptionalView: LabView {
  let store: StoreOf<Feature>

  func body(_ content: inout ViewContent) {
    content.log("ObservableOptionalView.body")
    content.button("Toggle") { store.send(.toggleButtonTapped) }
    if store.child != nil {
      if store.isObservingCount {
        content.button("Stop observing count") { store.send(.toggleIsObservingCount) }
        content.text("Count: \(store.child?.count ?? 0)")
      } else {
        content.button("Observe count") { store.send(.toggleIsObservingCount) }
      }
    }
    if let store = store.scope(state: \.child, action: \.child) {
      content.child(ObservableBasicsView(store: store))
    }
  }

  struct Feature: Reducer {
    /// `@ObservableState`, with `@Presents var child` and `var isObservingCount = false`
    /// (expanded at the bottom).
    struct State: ObservableStruct, Equatable {
      fileprivate var _child: ObservableBasicsView.Feature.State?
      fileprivate var _isObservingCount = false
      var _$observationRegistrar = ObservationStateRegistrar()
    }

    enum Action: Equatable {
      case child(ObservableBasicsView.Feature.Action)
      case toggleButtonTapped
      case toggleIsObservingCount
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .child(.dismiss):
          state.child = nil
        case .child:
          break
        case .toggleButtonTapped:
          state.child = state.child == nil ? ObservableBasicsView.Feature.State() : nil
        case .toggleIsObservingCount:
          state.isObservingCount.toggle()
        }
      }
      .ifLet(\.child, action: \.child) { ObservableBasicsView.Feature() }
    }
  }
}

// MARK: - @ObservableState and @CasePathable, expanded by hand

extension ObservableOptionalView.Feature.State {
  var child: ObservableBasicsView.Feature.State? {
    get { self[tracking: \._child, \.child] }
    set { self[tracking: \._child, \.child] = newValue }
    _modify { yield &self[tracking: \._child, \.child] }
  }

  var isObservingCount: Bool {
    get { self[tracking: \._isObservingCount, \.isObservingCount] }
    set { self[tracking: \._isObservingCount, \.isObservingCount] = newValue }
    _modify { yield &self[tracking: \._isObservingCount, \.isObservingCount] }
  }
}

extension ObservableOptionalView.Feature.Action: CasePathable {
  struct AllCasePaths {
    typealias Root = ObservableOptionalView.Feature.Action
    var child: AnyCasePath<Root, ObservableBasicsView.Feature.Action> {
      AnyCasePath(embed: Root.child) {
        guard case .child(let action) = $0 else { return nil }
        return action
      }
    }
  }
  static let allCasePaths = AllCasePaths()
}
