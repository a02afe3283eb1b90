import VanillaModels

/// One step of the optional script: the user taps one button.
enum OptionalChildVerb: CaseIterable, CustomStringConvertible {
  case toggle, increment, decrement, observeCount

  var description: String {
    switch self {
    case .toggle: "toggle"
    case .increment: "increment"
    case .decrement: "decrement"
    case .observeCount: "observe-count"
    }
  }
}

/// The plain reference the view models are checked against: an optional count and a flag.
struct OptionalChildReference: Equatable {
  var child: Int?
  var observesCount = false

  /// What the parent's own view shows: its count line, if any, and whether a child is shown.
  var parentScreen: String {
    let line = observesCount ? "Child count: \(child.map(String.init) ?? "none")" : ""
    return "\(line) child: \(child != nil)"
  }

  mutating func perform(_ verb: OptionalChildVerb) {
    switch verb {
    case .toggle: child = child == nil ? 0 : nil
    case .increment: child? += 1
    case .decrement: child? -= 1
    case .observeCount: observesCount.toggle()
    }
  }

  /// A verb the user could perform now: + and − only while the child is shown.
  func randomVerb(using generator: inout SplitMix64) -> OptionalChildVerb {
    let verbs: [OptionalChildVerb] =
      child == nil ? [.toggle, .observeCount] : OptionalChildVerb.allCases
    return verbs.randomElement(using: &generator)!
  }
}

extension OptionalChild.ParentViewModel {
  /// Taps the button `verb` names, as the views do.
  func perform(_ verb: OptionalChildVerb) {
    switch verb {
    case .toggle: toggleButtonTapped()
    case .increment: child?.incrementButtonTapped()
    case .decrement: child?.decrementButtonTapped()
    case .observeCount: observeCountButtonTapped()
    }
  }

  /// The view model's state in the reference's terms.
  var state: OptionalChildReference {
    OptionalChildReference(child: child?.count, observesCount: observesCount)
  }
}
