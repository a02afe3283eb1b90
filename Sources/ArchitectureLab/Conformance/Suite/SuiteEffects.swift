import StoreModels

/// The effects of the suite's features, which the lab's reducers do not have: each send an effect
/// makes, queued while a tap's turn runs and made after that turn has rendered, in a turn of its
/// own (``SuiteRunner`` drains the queue after every tap).
///
/// The suite's counters dismiss themselves through one (`return .run { _ in await
/// self.dismiss() }`, `@Dependency(\.dismiss)`): a tap on a counter's Dismiss is two sends, the
/// counter's action and, afterwards, the dismissal its effect sends to the presenting parent.
///
/// NB: The queue exists only while a test plays (``collecting(_:)``), so a send queued in one
/// test can never be made in another's turn.
enum SuiteEffects {
  /// The sends queued, in order; `nil` outside ``collecting(_:)``.
  private static var queued: [() -> Void]?

  /// Runs `body` with a queue of its own, which is gone when it returns.
  static func collecting<Result>(_ body: () -> Result) -> Result {
    let outer = queued
    queued = []
    defer { queued = outer }
    return body()
  }

  /// Queues `send`, the send an effect makes, for after the current turn.
  ///
  /// - Precondition: called inside ``collecting(_:)``: only a test being played queues effects.
  static func schedule(_ send: @escaping () -> Void) {
    precondition(queued != nil, "an effect was queued outside a test being played")
    queued?.append(send)
  }

  /// Makes every queued send, in order, each followed by `render`; a send queued by one of them
  /// is made too, after the others already queued.
  static func drain(rendering render: () -> Void) {
    while let send = queued?.first {
      queued?.removeFirst()
      send()
      render()
    }
  }

  /// A tap on a counter's Dismiss: the counter's action now and, after this turn, the `dismiss`
  /// its effect sends to the presenting parent (the suite's `.run { _ in await self.dismiss() }`),
  /// made by the root, which runs every effect (``Store/sendFromEffect(_:)``).
  static func tapDismiss<State, Action: SelfDismissing>(_ store: Store<State, Action>) {
    store.send(.dismissButtonTapped)
    schedule { store.sendFromEffect(.dismiss) }
  }
}

/// The actions of a suite counter that dismisses itself through an effect: its Dismiss button's,
/// and the `dismiss` that stands in for the presenting parent's `PresentationAction.dismiss`,
/// which the library's effect sends through the counter's store.
///
/// NB: the lab's `dismiss` is a child action, so it passes through the counter's reducer (which
/// ignores it) before the parent sets the child to `nil`; the library's presentation reducer
/// handles `.dismiss` without the child. The child's field is written in the same send either
/// way, so its readers are told once, and no logged line moves.
protocol SelfDismissing {
  static var dismissButtonTapped: Self { get }
  static var dismiss: Self { get }
}
