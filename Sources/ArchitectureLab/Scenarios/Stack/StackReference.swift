/// The reference `stack` app: a navigation stack of counter screens; the root shows how many
/// screens there are and pushes and pops them.
struct StackReference: ReferenceModel {
  enum Action { case push, pop, increment(id: Int) }

  /// Screens bottom first: a stable id (shown as `#id`) and a count.
  var screens: [(id: Int, count: Int)]
  var nextID: Int

  /// A stack of `size` screens at 0, with ids 1 through `size`.
  init(size: Int = 0) {
    screens = (0..<size).map { ($0 + 1, 0) }
    nextID = size + 1
  }

  mutating func apply(_ action: Action) {
    switch action {
    case .push:
      screens.append((nextID, 0))
      nextID += 1
    case .pop: if !screens.isEmpty { screens.removeLast() }
    case .increment(let id):
      if let index = screens.firstIndex(where: { $0.id == id }) { screens[index].count += 1 }
    }
  }

  func view(send: @escaping (Action) -> Void) -> StackView {
    StackView(screens: screens, send: send)
  }

  struct StackView: LabView {
    /// The screens, bottom first.
    ///
    /// NB: the model's own array, not one `[id, count]` array per screen made by a `map`
    /// closure on every render: the reference renders every step of a fuzz run.
    let screens: [(id: Int, count: Int)]
    let send: (Action) -> Void

    func body(_ content: inout ViewContent) {
      content.text("Screens: \(screens.count)")
      content.button("Push") { send(.push) }
      if !screens.isEmpty {
        content.button("Pop") { send(.pop) }
      }
      for screen in screens {
        content.child(ScreenView(screenID: screen.id, count: screen.count, send: send))
      }
    }
  }

  struct ScreenView: LabView {
    let screenID: Int
    let count: Int
    let send: (Action) -> Void
    var id: Int? { screenID }

    func body(_ content: inout ViewContent) {
      content.text("Screen #\(screenID): \(count)")
      content.button("+") { send(.increment(id: screenID)) }
    }
  }
}
