/// The reference `enum` app: a parent whose destination is one of two child counters, a note,
/// or none.
struct EnumReference: ReferenceModel {
  enum Action { case toggle(Int), increment, decrement, dismiss, toggleNote, nextNote }

  /// What is presented: counter 1 or 2 with its count, or the note with its number.
  enum Destination: Equatable {
    case counter(Int, count: Int)
    case note(Int)
  }

  var destination: Destination?

  mutating func apply(_ action: Action) {
    switch (action, destination) {
    case (.toggle(let counter), .counter(let presented, _)?) where presented == counter:
      destination = nil
    case (.toggle(let counter), _): destination = .counter(counter, count: 0)
    case (.increment, .counter(let counter, let count)?):
      destination = .counter(counter, count: count + 1)
    case (.decrement, .counter(let counter, let count)?):
      destination = .counter(counter, count: count - 1)
    case (.dismiss, _): destination = nil
    case (.toggleNote, .note?): destination = nil
    case (.toggleNote, _): destination = .note(0)
    case (.nextNote, .note(let number)?): destination = .note(number + 1)
    case (.increment, _), (.decrement, _), (.nextNote, _): break
    }
  }

  func view(send: @escaping (Action) -> Void) -> ParentView {
    ParentView(destination: destination, send: send)
  }

  struct ParentView: LabView {
    let destination: Destination?
    let send: (Action) -> Void

    func body(_ content: inout ViewContent) {
      switch destination {
      case .counter(let counter, _)?: content.text("Destination: counter \(counter)")
      case .note(let number)?: content.text("Destination: note \(number)")
      case nil: content.text("Destination: none")
      }
      content.button("Toggle 1") { send(.toggle(1)) }
      content.button("Toggle 2") { send(.toggle(2)) }
      content.button("Toggle note") { send(.toggleNote) }
      switch destination {
      case .counter(let counter, let count)?:
        content.child(CounterView(counter: counter, count: count, send: send))
      case .note(let number)?:
        content.child(NoteView(number: number, send: send))
      case nil:
        break
      }
    }
  }

  struct CounterView: LabView {
    let counter: Int
    let count: Int
    let send: (Action) -> Void
    var id: Int? { counter }

    func body(_ content: inout ViewContent) {
      content.text("Count: \(count)")
      content.button("-") { send(.decrement) }
      content.button("+") { send(.increment) }
      content.button("Dismiss") { send(.dismiss) }
    }
  }

  struct NoteView: LabView {
    let number: Int
    let send: (Action) -> Void

    func body(_ content: inout ViewContent) {
      content.text("Note: \(number)")
      content.button("Next") { send(.nextNote) }
    }
  }
}
