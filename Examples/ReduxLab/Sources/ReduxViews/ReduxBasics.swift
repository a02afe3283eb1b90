import ArchitectureLab
import Redux

/// `basics` in the Redux school: one counter in one store; the counter view selects the count.
public enum ReduxBasics {
  /// The contestant: registered in `basics` by `main.swift`.
  public static let contestant = Contestant(
    name: "redux", summary: "one store; the view selects the count, compared by ==",
    expected: .correct
  ) {
    Renderer(
      root: CounterView(store: Store(state: State(), reducer: reduce)), observationTracking: .none)
  }

  struct State {
    var count = 0
  }

  enum Action {
    case increment, decrement, reset
  }

  static func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .increment: state.count += 1
    case .decrement: state.count -= 1
    case .reset: state.count = 0
    }
  }

  struct CounterView: LabView {
    let store: Store<State, Action>
    @ObservedObject var count: Selection<Int>

    init(store: Store<State, Action>) {
      self.store = store
      _count = ObservedObject(wrappedValue: store.select(\.count))
    }

    func body(_ content: inout ViewContent) {
      content.text("Count: \(count.value)")
      content.button("-") { store.dispatch(.decrement) }
      content.button("+") { store.dispatch(.increment) }
      content.button("Reset") { store.dispatch(.reset) }
    }
  }
}
