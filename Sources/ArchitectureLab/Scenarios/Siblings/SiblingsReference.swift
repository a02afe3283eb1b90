/// The reference `siblings` app: two counters side by side, and a parent that can reset both,
/// or swap them.
struct SiblingsReference: ReferenceModel {
  enum Action { case increment(Int), decrement(Int), resetSelf(Int), resetAll, swap }

  /// The counts shown in slot 1 and slot 2.
  var counts = [0, 0]

  mutating func apply(_ action: Action) {
    switch action {
    case .increment(let slot): counts[slot - 1] += 1
    case .decrement(let slot): counts[slot - 1] -= 1
    case .resetSelf(let slot): counts[slot - 1] = 0
    case .resetAll: counts = [0, 0]
    case .swap: counts.reverse()
    }
  }

  func view(send: @escaping (Action) -> Void) -> ParentView {
    ParentView(counts: counts, send: send)
  }

  struct ParentView: LabView {
    let counts: [Int]
    let send: (Action) -> Void

    func body(_ content: inout ViewContent) {
      content.button("Reset all") { send(.resetAll) }
      content.button("Swap") { send(.swap) }
      content.child(CounterView(slot: 1, count: counts[0], send: send))
      content.child(CounterView(slot: 2, count: counts[1], send: send))
    }
  }

  struct CounterView: LabView {
    let slot: Int
    let count: Int
    let send: (Action) -> Void
    var id: Int? { slot }

    func body(_ content: inout ViewContent) {
      content.text("Count: \(count)")
      content.button("-") { send(.decrement(slot)) }
      content.button("+") { send(.increment(slot)) }
      content.button("Reset") { send(.resetSelf(slot)) }
    }
  }
}
