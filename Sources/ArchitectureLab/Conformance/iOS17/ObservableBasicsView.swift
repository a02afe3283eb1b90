import Foundation
import StoreModels

/// The suite's `ObservableBasicsView` (`iOS 17/ObservableBasicsTestCase.swift`): a counter over
/// an observable store, the child feature of every other iOS 17 screen.
struct ObservableBasicsView: LabView {
  var showExtraButtons = false
  let store: StoreOf<Feature>
  /// Where the view sits, when a parent puts more than one, or gives its container a new
  /// identity on every run (`.id(UUID())`).
  var placement: AnyHashable?
  var id: AnyHashable? { placement }

  func body(_ content: inout ViewContent) {
    content.log("ObservableBasicsView.body")
    content.text(store.count.description)
    content.button("Decrement") { store.send(.decrementButtonTapped) }
    content.button("Increment") { store.send(.incrementButtonTapped) }
    content.button("Dismiss") { SuiteEffects.tapDismiss(store) }
    if showExtraButtons {
      content.button("Copy, increment, discard") { store.send(.copyIncrementDiscard) }
      content.button("Copy, increment, set") { store.send(.copyIncrementSet) }
      content.button("Reset") { store.send(.resetButtonTapped) }
    }
  }

  struct Feature: Reducer {
    /// `@ObservableState`: `count` is observed (its accessors are expanded at the bottom).
    struct State: ObservableStruct, Equatable, Identifiable {
      let id = UUID()
      fileprivate var _count = 0
      var _$observationRegistrar = ObservationStateRegistrar()
    }

    enum Action: Equatable, SelfDismissing {
      case copyIncrementDiscard
      case copyIncrementSet
      case decrementButtonTapped
      case dismissButtonTapped
      /// The presenting parent's dismissal (``SelfDismissing``): a presenting screen or a stack
      /// handles it; on a screen that presents nothing, nothing does, as in the library.
      case dismiss
      case incrementButtonTapped
      case resetButtonTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .copyIncrementDiscard:
          var copy = state
          copy.count += 1
        case .copyIncrementSet:
          var copy = state
          copy.count += 1
          state = copy
        case .decrementButtonTapped:
          state.count -= 1
        case .dismissButtonTapped, .dismiss:
          // NB: The suite's feature returns its dismissal effect here; the lab's reducers have no
          // effects, so the Dismiss button queues the effect's send (SuiteEffects), and the
          // presenting parent handles the `dismiss` it makes.
          break
        case .incrementButtonTapped:
          state.count += 1
        case .resetButtonTapped:
          state = State()
        }
      }
    }
  }
}

// MARK: - @ObservableState, expanded by hand

extension ObservableBasicsView.Feature.State {
  var count: Int {
    get { self[tracking: \._count, \.count] }
    set { self[tracking: \._count, \.count] = newValue }
    _modify { yield &self[tracking: \._count, \.count] }
  }
}
