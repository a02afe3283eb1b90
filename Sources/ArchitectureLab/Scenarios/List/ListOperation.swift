/// One operation on the `list` app, by row position: what the bench taps on a contestant's
/// screen, and what the ideals do to their state.
enum ListOperation {
  case increment(at: Int)
  case decrement(at: Int)
  case add
  case remove(at: Int)
  case create(count: Int)
  case append(count: Int)
  case updateEveryTenth
  case select(at: Int)
  case swap
  case clear

  /// The tap that performs it on a contestant's screen.
  var tap: Tap {
    switch self {
    case .increment(let position): Tap(target: .position("CounterRow", position), label: "+")
    case .decrement(let position): Tap(target: .position("CounterRow", position), label: "-")
    case .add: Tap(target: .view("ListView"), label: "Add")
    case .remove(let position): Tap(target: .position("CounterRow", position), label: "Remove")
    case .create(let count):
      Tap(target: .view("ListView"), label: "Create \(count.grouped) rows")
    case .append(let count):
      Tap(target: .view("ListView"), label: "Append \(count.grouped) rows")
    case .updateEveryTenth: Tap(target: .view("ListView"), label: "Update every 10th row")
    case .select(let position): Tap(target: .position("CounterRow", position), label: "Select")
    case .swap: Tap(target: .view("ListView"), label: "Swap rows")
    case .clear: Tap(target: .view("ListView"), label: "Clear")
    }
  }

  /// The number of rows after it, done `times` times on a list of `count` rows: what the bench
  /// and a script's limits judge a contestant by (``Verb/Resizing``).
  func rows(after count: Int, times: Int = 1) -> Int {
    switch self {
    case .add: count + times
    case .remove: max(0, count - times)
    case .create(let new): times > 0 ? new : count
    case .append(let more): count + more * times
    case .clear: times > 0 ? 0 : count
    case .increment, .decrement, .updateEveryTenth, .select, .swap: count
    }
  }

  /// Performs it on an ideal's state; returns what it changed.
  func perform<Row>(on state: inout ListIdealState<Row>) -> ListIdealState<Row>.Change {
    switch self {
    case .increment(let position): state.increment(at: position)
    case .decrement(let position): state.decrement(at: position)
    case .add: state.add()
    case .remove(let position): state.remove(at: position)
    case .create(let count): state.create(count)
    case .append(let count): state.append(count)
    case .updateEveryTenth: state.updateEveryTenth()
    case .select(let position): state.select(at: position)
    case .swap: state.swap()
    case .clear: state.clear()
    }
  }
}
