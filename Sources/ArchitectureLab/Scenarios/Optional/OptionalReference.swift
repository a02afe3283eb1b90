/// The reference `optional` app: a parent with an optional child counter it can create and
/// destroy, and that on request also shows the child's count.
struct OptionalReference: ReferenceModel {
  enum Action { case toggle, increment, decrement, observeCount }

  var child: Int?
  var observesCount = false

  mutating func apply(_ action: Action) {
    switch action {
    case .toggle: child = child == nil ? 0 : nil
    case .increment: child? += 1
    case .decrement: child? -= 1
    case .observeCount: observesCount.toggle()
    }
  }

  func view(send: @escaping (Action) -> Void) -> ParentView {
    ParentView(state: self, send: send)
  }

  struct ParentView: LabView {
    let state: OptionalReference
    let send: (Action) -> Void

    func body(_ content: inout ViewContent) {
      content.button("Toggle") { send(.toggle) }
      content.button("Observe count") { send(.observeCount) }
      if state.observesCount {
        content.text("Child count: \(state.child.map(String.init) ?? "none")")
      }
      if let count = state.child {
        content.child(CounterView(count: count, send: send))
      }
    }
  }

  struct CounterView: LabView {
    let count: Int
    let send: (Action) -> Void

    func body(_ content: inout ViewContent) {
      content.text("Count: \(count)")
      content.button("-") { send(.decrement) }
      content.button("+") { send(.increment) }
    }
  }
}
