import Foundation
import StoreModels

/// The suite's `NavigationTestCaseView` (`iOS 16/NavigationTestCase.swift`): a
/// `NavigationStackStore` of counters, each screen with a link that pushes another. It logs
/// nothing itself.
struct NavigationTestCaseView: LabView {
  let store: StoreOf<Feature>

  func body(_ content: inout ViewContent) {
    let store = self.store
    let path: Store<IdentifiedArrayOf<BasicsView.Feature.State>, Feature.Action.Path> =
      store.scope(state: \.path.elements, action: \.path.elements)
    content.child(
      NavigationStackStore(path) { root in
        root.button("Push feature") { store.send(.pushButtonTapped) }
      } destination: { screen, content in
        content.child(BasicsView(store: screen))
        content.button("Push feature") { store.send(.pushButtonTapped) }
      })
  }

  struct Feature: Reducer {
    struct State: Equatable {
      var path = StackState<BasicsView.Feature.State>()
    }

    enum Action: Equatable {
      /// What the stack's store of screens sends (``StackState/elements``).
      typealias Path = IdentifiedAction<UUID, BasicsView.Feature.Action>

      case path(StackAction<BasicsView.Feature.State, BasicsView.Feature.Action>)
      /// `NavigationLink(state: BasicsView.Feature.State())`: the stack's push.
      case pushButtonTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .pushButtonTapped:
          state.path.elements.append(BasicsView.Feature.State())
        case .path(.push(_, let screen)):
          // NB: 1.4.0's link pushes through the stack's binding (Release1_4).
          state.path.elements.append(screen)
        case .path(.popFrom(let id)):
          if let index = state.path.elements.index(id: id) {
            for _ in index..<state.path.ids.count { _ = state.path.elements.remove(at: index) }
          }
        case .path(.element(let id, .dismiss)):
          // NB: the suite's pushed counter dismisses itself with an effect, which the library's
          // stack reducer answers by popping its screen (`StackReducer.swift`'s `popFrom(id:)`
          // at 1.7.0): the dismissal's second send, as the presenting screens handle theirs.
          // No recorded test taps it.
          state.path.elements.remove(id: id)
        case .path:
          break
        }
      }
      .forEach(\.path.elements, action: \.path.elements) { BasicsView.Feature() }
    }
  }
}

// MARK: - @CasePathable, expanded by hand

extension NavigationTestCaseView.Feature.Action: CasePathable {
  struct AllCasePaths {
    typealias Root = NavigationTestCaseView.Feature.Action
    var path: AnyCasePath<Root, StackAction<BasicsView.Feature.State, BasicsView.Feature.Action>> {
      AnyCasePath(embed: Root.path) {
        guard case .path(let action) = $0 else { return nil }
        return action
      }
    }
  }
  static let allCasePaths = AllCasePaths()
}
