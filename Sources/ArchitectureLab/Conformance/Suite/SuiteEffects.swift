/// The effects of the suite's features, which the lab's reducers do not have: each send an effect
/// makes, queued while a tap's turn runs and made after that turn has rendered, in a turn of its
/// own (``SuiteRunner`` drains the queue after every tap).
///
/// The suite's counters dismiss themselves through one (`return .run { _ in await
/// self.dismiss() }`, `@Dependency(\.dismiss)`): a tap on a counter's Dismiss is two sends, the
/// counter's action and, afterwards, the dismissal its effect sends to the presenting parent.
enum SuiteEffects {
  /// The sends queued, in order.
  private static var queued: [() -> Void] = []

  /// Queues `send`, the send an effect makes, for after the current turn.
  static func schedule(_ send: @escaping () -> Void) {
    queued.append(send)
  }

  /// Makes every queued send, in order, each followed by `render`; a send queued meanwhile is
  /// made too.
  static func drain(rendering render: () -> Void) {
    while !queued.isEmpty {
      queued.removeFirst()()
      render()
    }
  }
}
