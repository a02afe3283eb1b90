/// `siblings`: two counters side by side; the parent can reset both, each can reset itself, and
/// the parent can swap them.
enum SiblingsScenario {
  static let scenario = Scenario(
    name: "siblings",
    summary: "two counters side by side that the parent resets or swaps",
    verbs: [
      Verb("increment", [.choice("SLOT", ["1", "2"])], "tap + on counter 1 or 2") { arguments in
        Tap(target: .row("CounterView", id: Int(arguments[0].word)!), label: "+")
      },
      Verb("decrement", [.choice("SLOT", ["1", "2"])], "tap − on counter 1 or 2") { arguments in
        Tap(target: .row("CounterView", id: Int(arguments[0].word)!), label: "-")
      },
      Verb("reset-all", "reset both counters from the parent") { _ in
        Tap(target: .view("ParentView"), label: "Reset all")
      },
      Verb("reset-self", [.choice("SLOT", ["1", "2"])], "tap Reset on counter 1 or 2") {
        arguments in
        Tap(target: .row("CounterView", id: Int(arguments[0].word)!), label: "Reset")
      },
      Verb("swap", "swap the two counters") { _ in Tap(target: .view("ParentView"), label: "Swap")
      },
    ],
    makeReference: { ReferenceSession(SiblingsReference()) },
    contestants: [
      Contestant(
        name: "vanilla", summary: "two child view models; no forwarding needed",
        expected: .correct,
        mount: SiblingsVanillaViews.mount),
      Contestant(
        name: "observation", summary: "an @Observable parent with two @Observable children",
        expected: .correct,
        mount: SiblingsObservationViews.mount),
      Contestant(
        name: "store/legacy",
        summary: "the store before observation: the view-store API of 1.5–1.7 over cached scopes",
        expected: .correct, mount: SiblingsLegacyStoreViews.mount),
      Contestant(
        name: "store/uncached",
        summary: "the store before 1.5: view stores compared by ==, uncached scopes",
        expected: .correct, mount: SiblingsUncachedStoreViews.mount),
      Contestant(
        name: "store", summary: "the observable store; two child stores, reset by replacing state",
        expected: .correct,
        mount: SiblingsStoreViews.mount),
    ]
  )
}
