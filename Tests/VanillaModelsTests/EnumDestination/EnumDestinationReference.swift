import VanillaModels

/// One step of the enum script: the user taps one button.
enum EnumDestinationVerb: CaseIterable, CustomStringConvertible {
  case toggle1, toggle2, increment, decrement, dismiss

  var description: String {
    switch self {
    case .toggle1: "toggle1"
    case .toggle2: "toggle2"
    case .increment: "increment"
    case .decrement: "decrement"
    case .dismiss: "dismiss"
    }
  }
}

/// The plain reference the view models are checked against: which counter is presented (1 or
/// 2) with its count, or nothing.
struct EnumDestinationReference: Equatable {
  struct Presented: Equatable {
    var counter: Int
    var count = 0
  }

  var presented: Presented?

  /// What the parent's own view shows.
  var parentScreen: String {
    "Destination: \(presented.map { "counter \($0.counter)" } ?? "none")"
  }

  mutating func perform(_ verb: EnumDestinationVerb) {
    switch verb {
    case .toggle1: toggle(1)
    case .toggle2: toggle(2)
    case .increment: presented?.count += 1
    case .decrement: presented?.count -= 1
    case .dismiss: presented = nil
    }
  }

  private mutating func toggle(_ counter: Int) {
    presented = presented?.counter == counter ? nil : Presented(counter: counter)
  }

  /// A verb the user could perform now: the counter's buttons only while one is presented.
  func randomVerb(using generator: inout SplitMix64) -> EnumDestinationVerb {
    let verbs: [EnumDestinationVerb] =
      presented == nil ? [.toggle1, .toggle2] : EnumDestinationVerb.allCases
    return verbs.randomElement(using: &generator)!
  }
}

extension EnumDestination.ParentViewModel {
  /// The presented counter's view model, whichever case presents it.
  var presented: EnumDestination.CounterViewModel? {
    switch destination {
    case .counter1(let counter)?, .counter2(let counter)?: counter
    case nil: nil
    }
  }

  /// Taps the button `verb` names, as the views do.
  func perform(_ verb: EnumDestinationVerb) {
    switch verb {
    case .toggle1: toggle1ButtonTapped()
    case .toggle2: toggle2ButtonTapped()
    case .increment: presented?.incrementButtonTapped()
    case .decrement: presented?.decrementButtonTapped()
    case .dismiss: presented?.dismissButtonTapped()
    }
  }

  /// The view model's state in the reference's terms.
  var state: EnumDestinationReference {
    switch destination {
    case .counter1(let counter)?:
      EnumDestinationReference(presented: .init(counter: 1, count: counter.count))
    case .counter2(let counter)?:
      EnumDestinationReference(presented: .init(counter: 2, count: counter.count))
    case nil: EnumDestinationReference()
    }
  }
}
