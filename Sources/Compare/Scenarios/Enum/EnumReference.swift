/// The reference `enum` app: a parent whose destination is one of two child counters, or none.
struct EnumReference: ReferenceModel {
  enum Action { case toggle(Int), increment, decrement, dismiss }

  /// Which counter is presented (1 or 2) and its count; `nil` when none is.
  var destination: (counter: Int, count: Int)?

  mutating func apply(_ action: Action) {
    switch action {
    case .toggle(let counter):
      destination = destination?.counter == counter ? nil : (counter, 0)
    case .increment: destination?.count += 1
    case .decrement: destination?.count -= 1
    case .dismiss: destination = nil
    }
  }

  func view(send: @escaping (Action) -> Void) -> ParentView {
    ParentView(destination: destination.map { [$0.counter, $0.count] }, send: send)
  }

  struct ParentView: LabView {
    /// `[counter, count]` of the destination.
    let destination: [Int]?
    let send: (Action) -> Void

    func body(_ content: inout ViewContent) {
      content.text("Destination: \(destination.map { "counter \($0[0])" } ?? "none")")
      content.button("Toggle 1") { send(.toggle(1)) }
      content.button("Toggle 2") { send(.toggle(2)) }
      if let destination {
        content.child(CounterView(counter: destination[0], count: destination[1], send: send))
      }
    }
  }

  struct CounterView: LabView {
    let counter: Int
    let count: Int
    let send: (Action) -> Void
    var id: AnyHashable? { counter }

    func body(_ content: inout ViewContent) {
      content.text("Count: \(count)")
      content.button("-") { send(.decrement) }
      content.button("+") { send(.increment) }
      content.button("Dismiss") { send(.dismiss) }
    }
  }
}
