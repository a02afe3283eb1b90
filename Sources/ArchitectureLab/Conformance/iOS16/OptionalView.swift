import StoreModels

/// The suite's `OptionalView` (`iOS 16/OptionalTestCase.swift`): a parent with an optional
/// counter it can create and destroy, which can also show the child's count. Its own body runs
/// once: a `WithViewStore` of what the form shows, and an `IfLetStore` of the child.
struct OptionalView: LabView {
  let store: StoreOf<Feature>

  /// What the form shows: whether the child is there, and its count while observed.
  struct ViewState: Equatable {
    var childCount: Int?
    var isChildNonNil: Bool
    var isObservingCount: Bool

    init(state: Feature.State) {
      childCount = state.isObservingCount ? state.child.wrappedValue?.count : nil
      isChildNonNil = state.child.wrappedValue != nil
      isObservingCount = state.isObservingCount
    }

    /// The view state as 1.4.0's screen derived it: the child's count whether or not it is
    /// shown (`OptionalTestCase.swift` line 14 at 1.4.0), so a tap on the child's counter runs
    /// the parent's `WithViewStore` too (``Release1_4/OptionalView``).
    init(release1_4 state: Feature.State) {
      self.init(state: state)
      childCount = state.child.wrappedValue?.count
    }
  }

  func body(_ content: inout ViewContent) {
    let store = self.store
    content.child(
      WithViewStore(store, observe: ViewState.init(state:), content: Self.form(store)))
    // `IfLetStore(store.scope(state: \.$child, action: \.child))`: the library makes two
    // cached stores here, the presentation state's and then (in `IfLetStore`'s initializer for
    // it) its wrapped value's; this one optional scope stands for both. Both are made when the
    // screen is first shown and kept for its life at 1.7.0, so no recorded step logs either.
    let child: Store<BasicsView.Feature.State?, BasicsView.Feature.Action> =
      store.scope(state: \.child.wrappedValue, action: \.child.presented)
    content.child(IfLetStore(child) { store, content in content.child(BasicsView(store: store)) })
  }

  /// The content of the form's `WithViewStore`, the same at 1.4.0 (``Release1_4/OptionalView``).
  static func form(
    _ store: StoreOf<Feature>
  ) -> (ViewStore<ViewState, Feature.Action>, inout ViewContent) -> Void {
    { viewStore, content in
      content.log("OptionalView.body")
      content.button("Toggle") { store.send(.toggleButtonTapped) }
      if viewStore.isChildNonNil {
        if viewStore.isObservingCount {
          content.button("Stop observing count") { store.send(.toggleIsObservingCount) }
          content.text("Count: \(viewStore.childCount ?? 0)")
        } else {
          content.button("Observe count") { store.send(.toggleIsObservingCount) }
        }
      }
    }
  }

  struct Feature: Reducer {
    struct State: Equatable {
      /// `@PresentationState var child`: its storage, which 1.4.0's stores compared
      /// (``Release1_4/OptionalView``).
      var child = PresentationState<BasicsView.Feature.State>(wrappedValue: nil)
      var isObservingCount = false
    }

    enum Action: Equatable {
      case child(PresentationAction<BasicsView.Feature.Action>)
      case toggleButtonTapped
      case toggleIsObservingCount
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .child(.presented(.dismiss)):
          state.child.wrappedValue = nil
        case .child:
          break
        case .toggleButtonTapped:
          state.child.wrappedValue =
            state.child.wrappedValue == nil ? BasicsView.Feature.State() : nil
        case .toggleIsObservingCount:
          state.isObservingCount.toggle()
        }
      }
      .ifLet(\.child.wrappedValue, action: \.child) { BasicsView.Feature() }
    }
  }
}

// MARK: - @CasePathable, expanded by hand

extension OptionalView.Feature.Action: CasePathable {
  struct AllCasePaths {
    typealias Root = OptionalView.Feature.Action
    var child: AnyCasePath<Root, PresentationAction<BasicsView.Feature.Action>> {
      AnyCasePath(embed: Root.child) {
        guard case .child(let action) = $0 else { return nil }
        return action
      }
    }
  }
  static let allCasePaths = AllCasePaths()
}
