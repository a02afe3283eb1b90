import VanillaModels

/// One step of the siblings script: the user taps one button; counters are named by slot.
enum SiblingsVerb: Equatable, CustomStringConvertible {
  case increment(Int)
  case decrement(Int)
  case resetSelf(Int)
  case resetAll
  case swap

  var description: String {
    switch self {
    case .increment(let slot): "increment \(slot)"
    case .decrement(let slot): "decrement \(slot)"
    case .resetSelf(let slot): "reset-self \(slot)"
    case .resetAll: "reset-all"
    case .swap: "swap"
    }
  }
}

/// The plain reference the view models are checked against: the counts in slot 1 and slot 2.
struct SiblingsReference {
  var counts = [0, 0]

  mutating func perform(_ verb: SiblingsVerb) {
    switch verb {
    case .increment(let slot): counts[slot - 1] += 1
    case .decrement(let slot): counts[slot - 1] -= 1
    case .resetSelf(let slot): counts[slot - 1] = 0
    case .resetAll: counts = [0, 0]
    case .swap: counts.reverse()
    }
  }

  /// Any verb, in either slot: every button is always on screen.
  ///
  /// NB: increments are twice as likely as resets, so counts wander away from 0 and a swap
  /// usually changes the screen.
  func randomVerb(using generator: inout SplitMix64) -> SiblingsVerb {
    let slot = Int.random(in: 1...2, using: &generator)
    let verbs: [SiblingsVerb] = [
      .increment(slot), .increment(slot), .decrement(slot), .resetSelf(slot), .resetAll, .swap,
    ]
    return verbs.randomElement(using: &generator)!
  }
}

extension Siblings.ParentViewModel {
  /// The counter view model shown in `slot` (1 or 2).
  func counter(_ slot: Int) -> Siblings.CounterViewModel {
    slot == 1 ? counter1 : counter2
  }

  /// Taps the button `verb` names, as the views do.
  func perform(_ verb: SiblingsVerb) {
    switch verb {
    case .increment(let slot): counter(slot).incrementButtonTapped()
    case .decrement(let slot): counter(slot).decrementButtonTapped()
    case .resetSelf(let slot): counter(slot).resetButtonTapped()
    case .resetAll: resetAllButtonTapped()
    case .swap: swapButtonTapped()
    }
  }

  /// The counts shown in slot 1 and slot 2.
  var counts: [Int] {
    [counter1.count, counter2.count]
  }
}
