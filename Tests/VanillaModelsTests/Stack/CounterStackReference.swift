import VanillaModels

/// One step of the stack script: the user taps one button; screens are named by depth.
enum CounterStackVerb: CustomStringConvertible {
  case push
  case pop
  case increment
  case incrementAt(Int)

  var description: String {
    switch self {
    case .push: "push"
    case .pop: "pop"
    case .increment: "increment"
    case .incrementAt(let depth): "increment-at \(depth)"
    }
  }
}

/// The plain reference the view models are checked against: screens bottom first.
struct CounterStackReference: Equatable {
  struct Screen: Equatable {
    let id: Int
    var count = 0
  }

  var screens: [Screen] = []
  var nextID = 1

  /// What the root's own view shows: the number of screens, and which screens it passes down.
  var rootScreen: String {
    "Screens: \(screens.count) ids: \(screens.map(\.id))"
  }

  mutating func perform(_ verb: CounterStackVerb) {
    switch verb {
    case .push:
      screens.append(Screen(id: nextID))
      nextID += 1
    case .pop: screens.removeLast()
    case .increment: screens[screens.count - 1].count += 1
    case .incrementAt(let depth): screens[depth].count += 1
    }
  }

  /// A verb the user could perform now: `push`, or `pop` and a screen's button when there is a
  /// screen.
  ///
  /// NB: `push` grows less likely as the stack grows, so it hovers around six screens and is
  /// often emptied and refilled.
  func randomVerb(using generator: inout SplitMix64) -> CounterStackVerb {
    guard !screens.isEmpty, Int.random(in: 0...8, using: &generator) >= 8 - screens.count else {
      return .push
    }
    switch Int.random(in: 0..<3, using: &generator) {
    case 0: return .pop
    case 1: return .increment
    default: return .incrementAt(Int.random(in: screens.indices, using: &generator))
    }
  }
}

extension CounterStack.StackViewModel {
  /// Taps the button `verb` names, as the views do.
  func perform(_ verb: CounterStackVerb) {
    switch verb {
    case .push: pushButtonTapped()
    case .pop: popButtonTapped()
    case .increment: screens.last?.incrementButtonTapped()
    case .incrementAt(let depth): screens[depth].incrementButtonTapped()
    }
  }

  /// The view model's screens in the reference's terms.
  var state: [CounterStackReference.Screen] {
    screens.map { CounterStackReference.Screen(id: $0.id, count: $0.count) }
  }
}
