/// The core of a store scoped with closures, the way stores were scoped before observation.
///
/// Like ``ScopedCore`` it stores nothing: each read runs `toState` on the base's state and each
/// action is embedded with `fromAction` and sent to the base. Closures have no identity, so a
/// store over this core can never be found again in a cache: see
/// ``Store/scope(state:action:)-(_,(ChildAction)->Action)``.
final class ClosureScopedCore<BaseState, BaseAction, State, Action>: Core {
  private let base: any Core<BaseState, BaseAction>
  private let toState: (BaseState) -> State
  private let fromAction: (Action) -> BaseAction

  init(
    base: any Core<BaseState, BaseAction>,
    state: @escaping (BaseState) -> State,
    action: @escaping (Action) -> BaseAction
  ) {
    self.base = base
    self.toState = state
    self.fromAction = action
  }

  var state: State {
    toState(base.state)
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
