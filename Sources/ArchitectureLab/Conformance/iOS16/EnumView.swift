import StoreModels

/// The suite's `EnumView` (`iOS 16/EnumTestCase.swift`): a parent whose destination is one of
/// two counters, or none, written with `WithViewStore`, `IfLetStore`, `SwitchStore` and
/// `CaseLet`. Its own body runs once; the form's parts observe their own view stores.
struct EnumView: ListContainer {
  let store: StoreOf<Feature>

  /// What the buttons show: which destination is presented.
  struct ViewState: Equatable {
    enum Tag { case feature1, feature2, none }
    let tag: Tag

    init(state: Feature.State) {
      switch state.destination.wrappedValue {
      case .feature1: tag = .feature1
      case .feature2: tag = .feature2
      case .none: tag = .none
      }
    }
  }

  func body(_ content: inout ViewContent) {
    let store = self.store
    content.child(WithViewStore(store, observe: ViewState.init, content: Self.buttons(store)))
    // `IfLetStore(store.scope(state: \.$destination, action: \.destination))`: the library
    // makes two cached stores here, the presentation state's and then (in `IfLetStore`'s
    // initializer for it) its wrapped value's; this one optional scope stands for both. Both
    // are made when the screen is first shown and kept for its life at 1.7.0, so no recorded
    // step logs either.
    let destination: Store<Feature.Destination.State?, Feature.Destination.Action> =
      store.scope(state: \.destination.wrappedValue, action: \.destination.presented)
    content.child(
      IfLetStore(destination) { destination, content in
        content.child(
          SwitchStore(destination) { state, store, content in
            switch state {
            case .feature1:
              content.child(
                CaseLet(store, state: \.feature1, action: Feature.Destination.Action.feature1) {
                  store, content in
                  content.text(sectionHeader("Feature 1"))
                  content.child(BasicsView(store: store))
                })
            case .feature2:
              content.child(
                CaseLet(store, state: \.feature2, action: Feature.Destination.Action.feature2) {
                  store, content in
                  content.text(sectionHeader("Feature 2"))
                  content.child(BasicsView(store: store))
                })
            }
          })
      })
  }

  /// The content of the buttons' `WithViewStore`, the same at 1.4.0 (``Release1_4/EnumView``).
  static func buttons(
    _ store: StoreOf<Feature>
  ) -> (ViewStore<ViewState, Feature.Action>, inout ViewContent) -> Void {
    { viewStore, content in
      content.log("EnumView.body")
      switch viewStore.tag {
      case .feature1:
        content.button("Toggle feature 1 off") { store.send(.toggle1ButtonTapped) }
        content.button("Toggle feature 2 on") { store.send(.toggle2ButtonTapped) }
      case .feature2:
        content.button("Toggle feature 1 on") { store.send(.toggle1ButtonTapped) }
        content.button("Toggle feature 2 off") { store.send(.toggle2ButtonTapped) }
      case .none:
        content.button("Toggle feature 1 on") { store.send(.toggle1ButtonTapped) }
        content.button("Toggle feature 2 on") { store.send(.toggle2ButtonTapped) }
      }
    }
  }

  struct Feature: Reducer {
    struct State: Equatable {
      /// `@PresentationState var destination`: its storage, which 1.4.0's stores compared
      /// (``Release1_4/EnumView``).
      var destination = PresentationState<Destination.State>(wrappedValue: nil)
    }

    enum Action: Equatable {
      case destination(PresentationAction<Destination.Action>)
      case toggle1ButtonTapped
      case toggle2ButtonTapped
    }

    struct Destination: Reducer {
      enum State: Equatable {
        case feature1(BasicsView.Feature.State)
        case feature2(BasicsView.Feature.State)

        var feature1: BasicsView.Feature.State? {
          guard case .feature1(let state) = self else { return nil }
          return state
        }

        var feature2: BasicsView.Feature.State? {
          guard case .feature2(let state) = self else { return nil }
          return state
        }
      }

      enum Action: Equatable {
        case feature1(BasicsView.Feature.Action)
        case feature2(BasicsView.Feature.Action)
      }

      var body: some ReducerOf<Self> {
        Scope(state: \.feature1, action: \.feature1) { BasicsView.Feature() }
        Scope(state: \.feature2, action: \.feature2) { BasicsView.Feature() }
      }
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .destination(.presented(.feature1(.dismiss))),
          .destination(.presented(.feature2(.dismiss))):
          state.destination.wrappedValue = nil
        case .destination:
          break
        case .toggle1ButtonTapped:
          switch state.destination.wrappedValue {
          case .feature1: state.destination.wrappedValue = nil
          case .feature2, .none:
            state.destination.wrappedValue = .feature1(BasicsView.Feature.State())
          }
        case .toggle2ButtonTapped:
          switch state.destination.wrappedValue {
          case .feature1, .none:
            state.destination.wrappedValue = .feature2(BasicsView.Feature.State())
          case .feature2: state.destination.wrappedValue = nil
          }
        }
      }
      .ifLet(\.destination.wrappedValue, action: \.destination) { Destination() }
    }
  }
}

// MARK: - @CasePathable, expanded by hand

extension EnumView.Feature.Action: CasePathable {
  struct AllCasePaths {
    typealias Root = EnumView.Feature.Action
    var destination: AnyCasePath<Root, PresentationAction<EnumView.Feature.Destination.Action>> {
      AnyCasePath(embed: Root.destination) {
        guard case .destination(let action) = $0 else { return nil }
        return action
      }
    }
  }
  static let allCasePaths = AllCasePaths()
}

extension EnumView.Feature.Destination.State: CasePathable {
  struct AllCasePaths {
    typealias Root = EnumView.Feature.Destination.State
    var feature1: AnyCasePath<Root, BasicsView.Feature.State> {
      AnyCasePath(embed: Root.feature1) { $0.feature1 }
    }
    var feature2: AnyCasePath<Root, BasicsView.Feature.State> {
      AnyCasePath(embed: Root.feature2) { $0.feature2 }
    }
  }
  static let allCasePaths = AllCasePaths()
}

extension EnumView.Feature.Destination.Action: CasePathable {
  struct AllCasePaths {
    typealias Root = EnumView.Feature.Destination.Action
    var feature1: AnyCasePath<Root, BasicsView.Feature.Action> {
      AnyCasePath(embed: Root.feature1) {
        guard case .feature1(let action) = $0 else { return nil }
        return action
      }
    }
    var feature2: AnyCasePath<Root, BasicsView.Feature.Action> {
      AnyCasePath(embed: Root.feature2) {
        guard case .feature2(let action) = $0 else { return nil }
        return action
      }
    }
  }
  static let allCasePaths = AllCasePaths()
}
