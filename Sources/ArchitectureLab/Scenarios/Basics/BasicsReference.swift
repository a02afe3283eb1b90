/// The reference `basics` app: an integer and the counter view as a function of it.
struct BasicsReference: ReferenceModel {
  enum Action { case increment, decrement, reset }

  var count = 0

  mutating func apply(_ action: Action) {
    switch action {
    case .increment: count += 1
    case .decrement: count -= 1
    case .reset: count = 0
    }
  }

  func view(send: @escaping (Action) -> Void) -> CounterView {
    CounterView(count: count, send: send)
  }

  struct CounterView: LabView {
    let count: Int
    let send: (Action) -> Void

    func body(_ content: inout ViewContent) {
      content.text("Count: \(count)")
      content.button("-") { send(.decrement) }
      content.button("+") { send(.increment) }
      content.button("Reset") { send(.reset) }
    }
  }
}
