/// The core of a store whose state may go away: an optional child, one case of an enum, or one
/// element of an identified collection.
///
/// Like ``ScopedCore`` it derives its state from its base on each read, here with a partial
/// extraction. When the state has gone it returns the last state it read, so a store that has
/// become invalid can still be read (never a crash); see ``Store`` for how it stops accepting
/// actions.
// NB: Keeping the last state is a copy of the child's state held between sends: a write inside
// a large buffer of the child would copy that buffer once. Child states here are small; the
// collections they live in are never held.
final class IfLetCore<BaseState, BaseAction, State, Action>: Core {
  private let base: any Core<BaseState, BaseAction>
  private let toState: ChildStateLookup<BaseState, State>
  private let fromAction: (Action) -> BaseAction
  private var lastState: State

  init(
    base: any Core<BaseState, BaseAction>,
    state: ChildStateLookup<BaseState, State>,
    initialState: State,
    action: @escaping (Action) -> BaseAction
  ) {
    self.base = base
    self.toState = state
    self.lastState = initialState
    self.fromAction = action
  }

  var state: State {
    _ = toState(base.state) { lastState = $0 }
    return lastState
  }

  var sendPhase: SendPhase {
    base.sendPhase
  }

  var sendSubscribers: SendSubscribers {
    base.sendSubscribers
  }

  func send(_ action: Action) {
    base.send(fromAction(action))
  }
}
