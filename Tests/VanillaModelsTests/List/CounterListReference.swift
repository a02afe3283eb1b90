import VanillaModels

/// One step of the list script: the user taps one button; rows are named by position.
enum CounterListVerb: CustomStringConvertible {
  case add
  case remove(Int)
  case increment(Int)
  case decrement(Int)

  var description: String {
    switch self {
    case .add: "add"
    case .remove(let position): "remove \(position)"
    case .increment(let position): "increment \(position)"
    case .decrement(let position): "decrement \(position)"
    }
  }
}

/// The plain reference the view models are checked against: rows in screen order.
struct CounterListReference: Equatable {
  struct Row: Equatable {
    let id: Int
    var count = 0
  }

  var rows: [Row] = []
  var nextID = 1

  /// What the list's own view shows: the first row's count, and which rows it passes down.
  var listScreen: String {
    "First: \(rows.first.map { "\($0.count)" } ?? "none") rows: \(rows.map(\.id))"
  }

  mutating func perform(_ verb: CounterListVerb) {
    switch verb {
    case .add:
      rows.append(Row(id: nextID))
      nextID += 1
    case .remove(let position): rows.remove(at: position)
    case .increment(let position): rows[position].count += 1
    case .decrement(let position): rows[position].count -= 1
    }
  }

  /// A verb the user could perform now: `add`, or a row button at an existing position.
  ///
  /// NB: `add` grows less likely as the list grows, so the list hovers around nine rows: both
  /// sections stay in use and the first row keeps being removed and replaced.
  func randomVerb(using generator: inout SplitMix64) -> CounterListVerb {
    guard !rows.isEmpty, Int.random(in: 0...12, using: &generator) >= 12 - rows.count else {
      return .add
    }
    let position = Int.random(in: rows.indices, using: &generator)
    switch Int.random(in: 0..<3, using: &generator) {
    case 0: return .remove(position)
    case 1: return .increment(position)
    default: return .decrement(position)
    }
  }
}

extension CounterList.ListViewModel {
  /// Taps the button `verb` names, as the views do.
  func perform(_ verb: CounterListVerb) {
    switch verb {
    case .add: addButtonTapped()
    case .remove(let position): removeButtonTapped(id: rows[position].id)
    case .increment(let position): rows[position].incrementButtonTapped()
    case .decrement(let position): rows[position].decrementButtonTapped()
    }
  }

  /// The view model's rows in the reference's terms.
  var state: [CounterListReference.Row] {
    rows.map { CounterListReference.Row(id: $0.id, count: $0.count) }
  }
}
