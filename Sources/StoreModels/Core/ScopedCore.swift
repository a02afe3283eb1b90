/// The core of a store scoped to a field of its parent's state and a case of its parent's
/// actions.
///
/// It stores no state: each read applies the key path to the base's state, and each action is
/// embedded with the case path and sent to the base. It holds its base core strongly, so a child
/// store keeps the root's state and reducer alive, but it holds no store.
final class ScopedCore<BaseState, BaseAction, State, Action>: Core {
  private let base: any Core<BaseState, BaseAction>
  private let toState: KeyPath<BaseState, State>
  private let fromAction: AnyCasePath<BaseAction, Action>

  init(
    base: any Core<BaseState, BaseAction>,
    state: KeyPath<BaseState, State>,
    action: AnyCasePath<BaseAction, Action>
  ) {
    self.base = base
    self.toState = state
    self.fromAction = action
  }

  var state: State {
    base.state[keyPath: toState]
  }

  var sendPhase: SendPhase {
    base.sendPhase
  }

  var sendSubscribers: SendSubscribers {
    base.sendSubscribers
  }

  func send(_ action: Action) {
    base.send(fromAction.embed(action))
  }
}
