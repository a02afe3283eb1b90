import StoreModels

/// The suite's `ObservableSiblingFeaturesView` (`iOS 17/ObservableSiblingTestCase.swift`): two
/// counters side by side in a `Form` with a new identity on every run, and buttons that reset
/// both, reset the whole state, or swap them.
struct ObservableSiblingFeaturesView: LabView {
  let store: StoreOf<Feature>

  func body(_ content: inout ViewContent) {
    content.log("ObservableSiblingFeaturesView.body")
    // NB: `.id(UUID())` on the suite's `Form`: its content is new on every run.
    let form = FormIdentity.next()
    content.text(sectionHeader("Child 1"))
    content.child(
      ObservableBasicsView(
        store: store.scope(state: \.child1, action: \.child1),
        placement: FormSlot(form: form, slot: 1)))
    content.text(sectionHeader("Child 2"))
    content.child(
      ObservableBasicsView(
        store: store.scope(state: \.child2, action: \.child2),
        placement: FormSlot(form: form, slot: 2)))
    content.button("Reset all") { store.send(.resetAllButtonTapped) }
    content.button("Reset self") { store.send(.resetSelfButtonTapped) }
    content.button("Swap") { store.send(.swapButtonTapped) }
  }

  struct Feature: Reducer {
    /// `@ObservableState`, with `var child1` and `var child2` (expanded at the bottom).
    struct State: ObservableStruct, Equatable {
      fileprivate var _child1 = ObservableBasicsView.Feature.State()
      fileprivate var _child2 = ObservableBasicsView.Feature.State()
      var _$observationRegistrar = ObservationStateRegistrar()
    }

    enum Action: Equatable {
      case child1(ObservableBasicsView.Feature.Action)
      case child2(ObservableBasicsView.Feature.Action)
      case resetAllButtonTapped
      case resetSelfButtonTapped
      case swapButtonTapped
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.child1, action: \.child1) { ObservableBasicsView.Feature() }
      Scope(state: \.child2, action: \.child2) { ObservableBasicsView.Feature() }
      Reduce { state, action in
        switch action {
        case .child1, .child2:
          break
        case .resetAllButtonTapped:
          state.child1 = ObservableBasicsView.Feature.State()
          state.child2 = ObservableBasicsView.Feature.State()
        case .resetSelfButtonTapped:
          state = State()
        case .swapButtonTapped:
          let copy = state.child1
          state.child1 = state.child2
          state.child2 = copy
        }
      }
    }
  }
}

// MARK: - @ObservableState and @CasePathable, expanded by hand

extension ObservableSiblingFeaturesView.Feature.State {
  var child1: ObservableBasicsView.Feature.State {
    get { self[tracking: \._child1, \.child1] }
    set { self[tracking: \._child1, \.child1] = newValue }
    _modify { yield &self[tracking: \._child1, \.child1] }
  }

  var child2: ObservableBasicsView.Feature.State {
    get { self[tracking: \._child2, \.child2] }
    set { self[tracking: \._child2, \.child2] = newValue }
    _modify { yield &self[tracking: \._child2, \.child2] }
  }
}

extension ObservableSiblingFeaturesView.Feature.Action: CasePathable {
  struct AllCasePaths {
    typealias Root = ObservableSiblingFeaturesView.Feature.Action
    typealias Child = ObservableBasicsView.Feature.Action
    var child1: AnyCasePath<Root, Child> {
      AnyCasePath(embed: Root.child1) {
        guard case .child1(let action) = $0 else { return nil }
        return action
      }
    }
    var child2: AnyCasePath<Root, Child> {
      AnyCasePath(embed: Root.child2) {
        guard case .child2(let action) = $0 else { return nil }
        return action
      }
    }
  }
  static let allCasePaths = AllCasePaths()
}
