import StoreModels

/// The suite's `ObservablePresentationView` (`iOS 17/ObservablePresentationTestCase.swift`): a
/// parent that presents a counter in a full-screen cover, a popover (an enum destination) or a
/// sheet (an optional), and can show the sheet's count.
struct ObservablePresentationView: ListContainer {
  let store: StoreOf<Feature>

  func body(_ content: inout ViewContent) {
    content.log("ObservablePresentationView.body")
    content.text(sectionHeader("Enum"))
    content.button("Present full-screen cover") {
      store.send(.presentFullScreenCoverButtonTapped)
    }
    content.button("Present popover") { store.send(.presentPopoverButtonTapped) }
    content.text(sectionHeader("Optional"))
    content.button("Present sheet") { store.send(.presentSheetButtonTapped) }
    if store.isObservingChildCount, let sheetCount = store.sheet?.count {
      content.text("Count: \(sheetCount)")
    }
    // `.fullScreenCover(item:)`, `.popover(item:)` and `.sheet(item:)` over bindings of scoped
    // stores: each reads its optional, and presents its content while it is there.
    let parent = store
    if let cover = store.scope(state: \.fullScreenCover, action: \.fullScreenCover) {
      content.child(Presented(title: "Full-screen cover", store: cover, parent: parent))
    }
    if let popover = store.scope(state: \.popover, action: \.popover) {
      content.child(Presented(title: "Popover", store: popover, parent: parent))
    }
    if let sheet = store.scope(state: \.sheet, action: \.sheet) {
      content.child(Presented(title: "Sheet", store: sheet, parent: parent))
    }
  }

  /// A presented counter in a navigation stack, with the toolbar's buttons.
  struct Presented: PresentedContent {
    // NB: the suite's tests present the sheet only; the full-screen cover and the popover are
    // presented the same way here.
    static var presentation: Presentation { .sheet }
    let title: String
    let store: StoreOf<ObservableBasicsView.Feature>
    let parent: StoreOf<Feature>
    var id: AnyHashable? { title }

    func body(_ content: inout ViewContent) {
      content.text(title)
      content.button("Dismiss") { parent.send(.dismissButtonTapped) }
      if title == "Sheet" {
        content.button("Observe child count") {
          parent.send(.toggleObserveChildCountButtonTapped)
        }
      }
      content.child(ObservableBasicsView(store: store))
    }
  }

  struct Feature: Reducer {
    /// `@ObservableState`, with `var isObservingChildCount = false`,
    /// `@Presents var destination` and `@Presents var sheet` (expanded at the bottom).
    struct State: ObservableStruct, Equatable {
      fileprivate var _isObservingChildCount = false
      fileprivate var _destination: Destination.State?
      fileprivate var _sheet: ObservableBasicsView.Feature.State?
      var _$observationRegistrar = ObservationStateRegistrar()
    }

    enum Action: Equatable {
      case destination(Destination.Action)
      case dismissButtonTapped
      case presentFullScreenCoverButtonTapped
      case presentPopoverButtonTapped
      case presentSheetButtonTapped
      case sheet(ObservableBasicsView.Feature.Action)
      case toggleObserveChildCountButtonTapped
    }

    struct Destination: Reducer {
      enum State: Equatable {
        case fullScreenCover(ObservableBasicsView.Feature.State)
        case popover(ObservableBasicsView.Feature.State)
      }

      enum Action: Equatable {
        case fullScreenCover(ObservableBasicsView.Feature.Action)
        case popover(ObservableBasicsView.Feature.Action)
      }

      var body: some ReducerOf<Self> {
        Scope(state: \.fullScreenCover, action: \.fullScreenCover) {
          ObservableBasicsView.Feature()
        }
        Scope(state: \.popover, action: \.popover) { ObservableBasicsView.Feature() }
      }
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .destination(.fullScreenCover(.dismiss)),
          .destination(.popover(.dismiss)):
          state.destination = nil
        case .destination:
          break
        case .dismissButtonTapped:
          state.destination = nil
          state.sheet = nil
        case .presentFullScreenCoverButtonTapped:
          state.destination = .fullScreenCover(ObservableBasicsView.Feature.State())
        case .presentPopoverButtonTapped:
          state.destination = .popover(ObservableBasicsView.Feature.State())
        case .presentSheetButtonTapped:
          state.sheet = ObservableBasicsView.Feature.State()
        case .sheet(.dismiss):
          state.sheet = nil
        case .sheet:
          break
        case .toggleObserveChildCountButtonTapped:
          state.isObservingChildCount.toggle()
        }
      }
      .ifLet(\.destination, action: \.destination) { Destination() }
      .ifLet(\.sheet, action: \.sheet) { ObservableBasicsView.Feature() }
    }
  }
}

// MARK: - @ObservableState and @CasePathable, expanded by hand

extension ObservablePresentationView.Feature.State {
  var isObservingChildCount: Bool {
    get { self[tracking: \._isObservingChildCount, \.isObservingChildCount] }
    set { self[tracking: \._isObservingChildCount, \.isObservingChildCount] = newValue }
    _modify { yield &self[tracking: \._isObservingChildCount, \.isObservingChildCount] }
  }

  var destination: ObservablePresentationView.Feature.Destination.State? {
    get { self[tracking: \._destination, \.destination] }
    set { self[tracking: \._destination, \.destination] = newValue }
    _modify { yield &self[tracking: \._destination, \.destination] }
  }

  var sheet: ObservableBasicsView.Feature.State? {
    get { self[tracking: \._sheet, \.sheet] }
    set { self[tracking: \._sheet, \.sheet] = newValue }
    _modify { yield &self[tracking: \._sheet, \.sheet] }
  }

  /// `\.destination?.fullScreenCover`: the destination's case, read through `destination`.
  var fullScreenCover: ObservableBasicsView.Feature.State? {
    guard case .fullScreenCover(let state)? = destination else { return nil }
    return state
  }

  /// `\.destination?.popover`.
  var popover: ObservableBasicsView.Feature.State? {
    guard case .popover(let state)? = destination else { return nil }
    return state
  }
}

extension ObservablePresentationView.Feature.Action: CasePathable {
  struct AllCasePaths {
    typealias Root = ObservablePresentationView.Feature.Action
    typealias Child = ObservableBasicsView.Feature.Action
    var destination: AnyCasePath<Root, ObservablePresentationView.Feature.Destination.Action> {
      AnyCasePath(embed: Root.destination) {
        guard case .destination(let action) = $0 else { return nil }
        return action
      }
    }
    /// `\.destination.fullScreenCover`.
    var fullScreenCover: AnyCasePath<Root, Child> {
      AnyCasePath(embed: { .destination(.fullScreenCover($0)) }) {
        guard case .destination(.fullScreenCover(let action)) = $0 else { return nil }
        return action
      }
    }
    /// `\.destination.popover`.
    var popover: AnyCasePath<Root, Child> {
      AnyCasePath(embed: { .destination(.popover($0)) }) {
        guard case .destination(.popover(let action)) = $0 else { return nil }
        return action
      }
    }
    var sheet: AnyCasePath<Root, Child> {
      AnyCasePath(embed: Root.sheet) {
        guard case .sheet(let action) = $0 else { return nil }
        return action
      }
    }
  }
  static let allCasePaths = AllCasePaths()
}

extension ObservablePresentationView.Feature.Destination.State: ObservableState, CasePathable {
  var _$id: ObservableStateID {
    switch self {
    case .fullScreenCover(let state): state._$id.tagged(0)
    case .popover(let state): state._$id.tagged(1)
    }
  }

  mutating func _$willModify() {
    switch self {
    case .fullScreenCover(var state):
      state._$willModify()
      self = .fullScreenCover(state)
    case .popover(var state):
      state._$willModify()
      self = .popover(state)
    }
  }

  struct AllCasePaths {
    typealias Root = ObservablePresentationView.Feature.Destination.State
    var fullScreenCover: AnyCasePath<Root, ObservableBasicsView.Feature.State> {
      AnyCasePath(embed: Root.fullScreenCover) {
        guard case .fullScreenCover(let state) = $0 else { return nil }
        return state
      }
    }
    var popover: AnyCasePath<Root, ObservableBasicsView.Feature.State> {
      AnyCasePath(embed: Root.popover) {
        guard case .popover(let state) = $0 else { return nil }
        return state
      }
    }
  }
  static let allCasePaths = AllCasePaths()
}

extension ObservablePresentationView.Feature.Destination.Action: CasePathable {
  struct AllCasePaths {
    typealias Root = ObservablePresentationView.Feature.Destination.Action
    var fullScreenCover: AnyCasePath<Root, ObservableBasicsView.Feature.Action> {
      AnyCasePath(embed: Root.fullScreenCover) {
        guard case .fullScreenCover(let action) = $0 else { return nil }
        return action
      }
    }
    var popover: AnyCasePath<Root, ObservableBasicsView.Feature.Action> {
      AnyCasePath(embed: Root.popover) {
        guard case .popover(let action) = $0 else { return nil }
        return action
      }
    }
  }
  static let allCasePaths = AllCasePaths()
}
