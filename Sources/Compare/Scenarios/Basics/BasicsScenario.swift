/// `basics`: one counter with −, + and Reset.
enum BasicsScenario {
  static let scenario = Scenario(
    name: "basics",
    summary: "one counter",
    verbs: [
      Verb("increment", "tap + on the counter") { _ in Tap(target: .view("CounterView"), label: "+")
      },
      Verb("decrement", "tap − on the counter") { _ in Tap(target: .view("CounterView"), label: "-")
      },
      Verb("reset", "tap Reset on the counter") { _ in
        Tap(target: .view("CounterView"), label: "Reset")
      },
    ],
    makeReference: { ReferenceSession(BasicsReference()) },
    contestants: [
      Contestant(
        name: "vanilla", summary: "an ObservableObject view model", expected: .correct,
        mount: BasicsVanillaViews.mount),
      Contestant(
        name: "observation", summary: "an @Observable model", expected: .correct,
        mount: BasicsObservationViews.mount),
      Contestant(
        name: "store/legacy",
        summary: "the store before observation: the view-store API of 1.5–1.7 over cached scopes",
        expected: .correct, mount: BasicsLegacyStoreViews.mount),
      Contestant(
        name: "store/uncached",
        summary: "the store before 1.5: a view store of the whole state",
        expected: .correct, mount: BasicsUncachedStoreViews.mount),
      Contestant(
        name: "store", summary: "the observable store", expected: .correct,
        mount: BasicsStoreViews.mount),
    ]
  )
}

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
