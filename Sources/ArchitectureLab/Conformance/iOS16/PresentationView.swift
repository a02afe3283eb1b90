import StoreModels

/// The suite's `PresentationView` (`iOS 16/PresentationTestCase.swift`): a parent that presents a
/// counter in a sheet, and can show the sheet's count. Its own body runs once; the count is a
/// `WithViewStore`, the sheet a `PresentationStore`. The feature has the suite's full-screen cover
/// and popover too, which this view leaves out (no test presents them, and at 1.7.0 their cached
/// stores log nothing after the mount); 1.4.0's view shows them (``Release1_4/PresentationView``).
struct PresentationView: ListContainer {
  let store: StoreOf<Feature>

  /// What the form shows: the sheet's count while observed.
  struct ViewState: Equatable {
    var sheetCount: Int?

    init(state: Feature.State) {
      sheetCount = state.isObservingChildCount ? state.sheet.wrappedValue?.count : nil
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
      store.scope(state: \.sheet.wrappedValue, action: \.sheet.presented)
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
      /// `@PresentationState var destination`: what the full-screen cover and the popover
      /// present, which only 1.4.0's screen shows (``Release1_4/PresentationView``) and no test
      /// presents.
      var destination = PresentationState<Destination.State>(wrappedValue: nil)
      /// `@PresentationState var sheet`.
      var sheet = PresentationState<BasicsView.Feature.State>(wrappedValue: nil)
    }

    enum Action: Equatable {
      case destination(PresentationAction<Destination.Action>)
      case dismissButtonTapped
      case presentFullScreenCoverButtonTapped
      case presentPopoverButtonTapped
      case presentSheetButtonTapped
      case sheet(PresentationAction<BasicsView.Feature.Action>)
      case toggleObserveChildCountButtonTapped
    }

    /// What the full-screen cover or the popover presents: a counter.
    struct Destination: Reducer {
      enum State: Equatable {
        case fullScreenCover(BasicsView.Feature.State)
        case popover(BasicsView.Feature.State)

        var fullScreenCover: BasicsView.Feature.State? {
          guard case .fullScreenCover(let state) = self else { return nil }
          return state
        }

        var popover: BasicsView.Feature.State? {
          guard case .popover(let state) = self else { return nil }
          return state
        }
      }

      enum Action: Equatable {
        case fullScreenCover(BasicsView.Feature.Action)
        case popover(BasicsView.Feature.Action)
      }

      // NB: the suite's two `Scope`s, written as one reducer: the lab has no case paths of
      // these enums, and no test presents either.
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch (state, action) {
          case (.fullScreenCover(var counter), .fullScreenCover(let action)):
            BasicsView.Feature().reduce(into: &counter, action: action)
            state = .fullScreenCover(counter)
          case (.popover(var counter), .popover(let action)):
            BasicsView.Feature().reduce(into: &counter, action: action)
            state = .popover(counter)
          case (.fullScreenCover, .popover), (.popover, .fullScreenCover):
            break
          }
        }
      }
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .destination:
          break
        case .dismissButtonTapped:
          // NB: both fields written, as the suite's reducer writes them: at 1.4.0 each write
          // gives its presentation new storage, which its stores take (Release1_4).
          state.destination.wrappedValue = nil
          state.sheet.wrappedValue = nil
        case .sheet(.presented(.dismiss)):
          state.sheet.wrappedValue = nil
        case .presentFullScreenCoverButtonTapped:
          state.destination.wrappedValue = .fullScreenCover(BasicsView.Feature.State())
        case .presentPopoverButtonTapped:
          state.destination.wrappedValue = .popover(BasicsView.Feature.State())
        case .presentSheetButtonTapped:
          state.sheet.wrappedValue = BasicsView.Feature.State()
        case .sheet:
          break
        case .toggleObserveChildCountButtonTapped:
          state.isObservingChildCount.toggle()
        }
      }
      .ifLet(\.destination.wrappedValue, action: \.destination) { Destination() }
      .ifLet(\.sheet.wrappedValue, action: \.sheet) { BasicsView.Feature() }
    }
  }
}

// MARK: - @CasePathable, expanded by hand

extension PresentationView.Feature.Action: CasePathable {
  struct AllCasePaths {
    typealias Root = PresentationView.Feature.Action
    var destination:
      AnyCasePath<Root, PresentationAction<PresentationView.Feature.Destination.Action>>
    {
      AnyCasePath(embed: Root.destination) {
        guard case .destination(let action) = $0 else { return nil }
        return action
      }
    }
    var sheet: AnyCasePath<Root, PresentationAction<BasicsView.Feature.Action>> {
      AnyCasePath(embed: Root.sheet) {
        guard case .sheet(let action) = $0 else { return nil }
        return action
      }
    }
  }
  static let allCasePaths = AllCasePaths()
}
