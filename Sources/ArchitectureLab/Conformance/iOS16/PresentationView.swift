import StoreModels

/// The suite's `PresentationView` (`iOS 16/PresentationTestCase.swift`): a parent that presents a
/// counter in a sheet (the full-screen cover and popover are not exercised by the suite's tests
/// and left out), and can show the sheet's count. Its own body runs once; the count is a
/// `WithViewStore`, the sheet a `PresentationStore`.
struct PresentationView: ListContainer {
  let store: StoreOf<Feature>

  /// What the form shows: the sheet's count while observed.
  struct ViewState: Equatable {
    var sheetCount: Int?

    init(state: Feature.State) {
      sheetCount = state.isObservingChildCount ? state.sheet?.count : nil
    }
  }

  func body(_ content: inout ViewContent) {
    let store = self.store
    content.text(sectionHeader("Enum"))
    content.button("Present full-screen cover") {}
    content.button("Present popover") {}
    content.text(sectionHeader("Optional"))
    content.button("Present sheet") { store.send(.presentSheetButtonTapped) }
    content.child(
      WithViewStore(store, observe: ViewState.init) { viewStore, content in
        content.log("PresentationView.body")
        if let count = viewStore.sheetCount {
          content.text("Count: \(count)")
        }
      })
    // `.sheet(store: store.scope(state: \.$sheet, action: \.sheet))`.
    let sheet: Store<BasicsView.Feature.State?, BasicsView.Feature.Action> =
      store.scope(state: \.sheet, action: \.sheet)
    content.child(
      PresentationStore(sheet) { child, content in
        content.child(Sheet(store: child, parent: store))
      })
  }

  /// The sheet: a counter in a navigation stack, with the toolbar's buttons.
  struct Sheet: LabView {
    let store: StoreOf<BasicsView.Feature>
    let parent: StoreOf<Feature>

    func body(_ content: inout ViewContent) {
      content.text("Sheet")
      content.button("Dismiss") { parent.send(.dismissButtonTapped) }
      content.button("Observe child count") { parent.send(.toggleObserveChildCountButtonTapped) }
      content.child(BasicsView(store: store))
    }
  }

  struct Feature: Reducer {
    struct State: Equatable {
      var isObservingChildCount = false
      /// `@PresentationState var sheet`.
      var sheet: BasicsView.Feature.State?
    }

    enum Action: Equatable {
      case dismissButtonTapped
      case presentSheetButtonTapped
      case sheet(BasicsView.Feature.Action)
      case toggleObserveChildCountButtonTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .dismissButtonTapped, .sheet(.dismiss):
          state.sheet = nil
        case .presentSheetButtonTapped:
          state.sheet = BasicsView.Feature.State()
        case .sheet:
          break
        case .toggleObserveChildCountButtonTapped:
          state.isObservingChildCount.toggle()
        }
      }
      .ifLet(\.sheet, action: \.sheet) { BasicsView.Feature() }
    }
  }
}

// MARK: - @CasePathable, expanded by hand

extension PresentationView.Feature.Action: CasePathable {
  struct AllCasePaths {
    typealias Root = PresentationView.Feature.Action
    var sheet: AnyCasePath<Root, BasicsView.Feature.Action> {
      AnyCasePath(embed: Root.sheet) {
        guard case .sheet(let action) = $0 else { return nil }
        return action
      }
    }
  }
  static let allCasePaths = AllCasePaths()
}
