import Foundation
import StoreModels

/// The suite's `ObservableNavigationTestCaseView` (`iOS 17/ObservableNavigationTestCase.swift`):
/// a navigation stack of counters, each screen with a link that pushes another.
///
/// The stack's path is an identified array here (the library's `StackState` observes its ids
/// the same way); a `NavigationLink(state:)` is a button that appends to it.
struct ObservableNavigationTestCaseView: LabView {
  let store: StoreOf<Feature>

  func body(_ content: inout ViewContent) {
    let root = store
    content.button("Push feature") { root.send(.pushButtonTapped) }
    // NB: the suite's destination captures nothing: its `NavigationLink(state:)` pushes through
    // the environment. This one captures the root store for the link's push, one object, which
    // Swift makes the closure's context, so the navigation modifier stays an equal input (rule
    // 15 in docs/fidelity.md; `SuiteObservationTests`).
    content.navigationStack(path: store.scope(state: \.path, action: \.path)) {
      Screen(store: $0, push: { root.send(.pushButtonTapped) })
    }
  }

  /// The stack's destination: a form with the counter and a link that pushes another. It
  /// covers the screens below it.
  struct Screen: PresentedContent {
    static var presentation: Presentation { .pushed }
    let store: StoreOf<ObservableBasicsView.Feature>
    let push: () -> Void
    var id: AnyHashable? { ObjectIdentifier(store) }

    func body(_ content: inout ViewContent) {
      content.child(ObservableBasicsView(store: store))
      content.button("Push feature", action: push)
    }
  }

  struct Feature: Reducer {
    /// `@ObservableState`, with `var path = StackState<…>()` (expanded at the bottom).
    struct State: ObservableStruct, Equatable {
      fileprivate var _path = IdentifiedArrayOf<ObservableBasicsView.Feature.State>()
      var _$observationRegistrar = ObservationStateRegistrar()
    }

    enum Action: Equatable {
      case path(IdentifiedAction<UUID, ObservableBasicsView.Feature.Action>)
      /// `NavigationLink(state: ObservableBasicsView.Feature.State())`: the stack's push.
      case pushButtonTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .pushButtonTapped:
          state.path.append(ObservableBasicsView.Feature.State())
        case .path(.element(let id, .dismiss)):
          // NB: the suite's pushed counter dismisses itself with an effect, which the library's
          // stack reducer answers by popping its screen (`StackReducer.swift`'s `popFrom(id:)`
          // at 1.7.0): the dismissal's second send, as the presenting screens handle theirs.
          // No recorded test taps it.
          state.path.remove(id: id)
        case .path:
          break
        }
      }
      .forEach(\.path, action: \.path) { ObservableBasicsView.Feature() }
    }
  }
}

// MARK: - @ObservableState and @CasePathable, expanded by hand

extension ObservableNavigationTestCaseView.Feature.State {
  var path: IdentifiedArrayOf<ObservableBasicsView.Feature.State> {
    get { self[tracking: \._path, \.path] }
    set { self[tracking: \._path, \.path] = newValue }
    _modify { yield &self[tracking: \._path, \.path] }
  }
}

extension ObservableNavigationTestCaseView.Feature.Action: CasePathable {
  struct AllCasePaths {
    typealias Root = ObservableNavigationTestCaseView.Feature.Action
    var path: AnyCasePath<Root, IdentifiedAction<UUID, ObservableBasicsView.Feature.Action>> {
      AnyCasePath(embed: Root.path) {
        guard case .path(let action) = $0 else { return nil }
        return action
      }
    }
  }
  static let allCasePaths = AllCasePaths()
}
