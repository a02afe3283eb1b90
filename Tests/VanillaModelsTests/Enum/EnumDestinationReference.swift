import VanillaModels

/// One step of the enum script: the user taps one button.
enum EnumDestinationVerb: CaseIterable, CustomStringConvertible {
  case toggle1, toggle2, increment, decrement, dismiss, toggleNote, nextNote

  var description: String {
    switch self {
    case .toggle1: "toggle1"
    case .toggle2: "toggle2"
    case .increment: "increment"
    case .decrement: "decrement"
    case .dismiss: "dismiss"
    case .toggleNote: "toggle-note"
    case .nextNote: "next-note"
    }
  }
}

/// The plain reference the view models are checked against: which counter is presented (1 or
/// 2) with its count, the note with its number, or nothing.
struct EnumDestinationReference: Equatable {
  struct Presented: Equatable {
    var counter: Int
    var count = 0
  }

  var presented: Presented?
  var note: Int?

  /// What the parent's own view shows.
  var parentScreen: String {
    let destination = presented.map { "counter \($0.counter)" } ?? note.map { "note \($0)" }
    return "Destination: \(destination ?? "none")"
  }

  mutating func perform(_ verb: EnumDestinationVerb) {
    switch verb {
    case .toggle1: toggle(1)
    case .toggle2: toggle(2)
    case .increment: presented?.count += 1
    case .decrement: presented?.count -= 1
    case .dismiss: presented = nil
    case .toggleNote:
      note = note == nil ? 0 : nil
      presented = nil
    case .nextNote: note? += 1
    }
  }

  private mutating func toggle(_ counter: Int) {
    presented = presented?.counter == counter ? nil : Presented(counter: counter)
    note = nil
  }

  /// A verb the user could perform now: the counter's buttons only while one is presented, the
  /// note's only while it is.
  func randomVerb(using generator: inout SplitMix64) -> EnumDestinationVerb {
    let parent: [EnumDestinationVerb] = [.toggle1, .toggle2, .toggleNote]
    let verbs: [EnumDestinationVerb] =
      if presented != nil {
        parent + [.increment, .decrement, .dismiss]
      } else if note != nil {
        parent + [.nextNote]
      } else {
        parent
      }
    return verbs.randomElement(using: &generator)!
  }
}

extension EnumDestination.ParentViewModel {
  /// The presented counter's view model, whichever case presents it.
  var presented: EnumDestination.CounterViewModel? {
    switch destination {
    case .counter1(let counter)?, .counter2(let counter)?: counter
    case .note?, nil: nil
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
    case .toggleNote: toggleNoteButtonTapped()
    case .nextNote: nextNoteButtonTapped()
    }
  }

  /// The view model's state in the reference's terms.
  var state: EnumDestinationReference {
    switch destination {
    case .counter1(let counter)?:
      EnumDestinationReference(presented: .init(counter: 1, count: counter.count))
    case .counter2(let counter)?:
      EnumDestinationReference(presented: .init(counter: 2, count: counter.count))
    case .note(let number)?: EnumDestinationReference(note: number)
    case nil: EnumDestinationReference()
    }
  }
}
