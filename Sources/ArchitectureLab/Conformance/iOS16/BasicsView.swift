import Foundation
import StoreModels

/// The suite's `BasicsView` (`iOS 16/BasicsTestCase.swift`): a counter written with the
/// view-store API, the child feature of every other iOS 16 screen.
///
/// Its body is a ``WithViewStore`` of the whole state; the suite's `BasicsView.body` line is
/// logged inside that view's content, so it counts runs of the content, not of this body.
struct BasicsView: LabView {
  let store: StoreOf<Feature>
  var placement: AnyHashable?
  var id: AnyHashable? { placement }

  func body(_ content: inout ViewContent) {
    content.child(WithViewStore(store, observe: { $0 }, content: Self.content(store)))
  }

  /// The content of the counter's `WithViewStore`, the same at 1.4.0 (``Release1_4/BasicsView``).
  static func content(
    _ store: StoreOf<Feature>
  ) -> (ViewStoreOf<Feature>, inout ViewContent) -> Void {
    { viewStore, content in
      content.log("BasicsView.body")
      content.text(viewStore.count.description)
      content.button("Decrement") { store.send(.decrementButtonTapped) }
      content.button("Increment") { store.send(.incrementButtonTapped) }
      content.button("Dismiss") { SuiteEffects.tapDismiss(store) }
    }
  }

  struct Feature: Reducer {
    struct State: Equatable, Identifiable {
      let id = UUID()
      var count = 0
    }

    enum Action: Equatable, SelfDismissing {
      case decrementButtonTapped
      case dismissButtonTapped
      /// The presenting parent's dismissal (``SelfDismissing``): a presenting screen or a stack
      /// handles it; on a screen that presents nothing, nothing does, as in the library.
      case dismiss
      case incrementButtonTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .decrementButtonTapped:
          state.count -= 1
        case .dismissButtonTapped, .dismiss:
          // NB: The suite's feature returns its dismissal effect here; the lab's reducers have no
          // effects, so the Dismiss button queues the effect's send (SuiteEffects), and the
          // presenting parent handles the `dismiss` it makes.
          break
        case .incrementButtonTapped:
          state.count += 1
        }
      }
    }
  }
}
