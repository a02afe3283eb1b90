/// `stack`: a navigation stack of counter screens; the root shows the depth and pushes and pops.
enum StackScenario {
  static let scenario = Scenario(
    name: "stack",
    summary: "a navigation stack of counter screens; the root shows how many there are",
    parameters: [
      // NB: at 1,000 screens a short script runs with every contestant in about 3 s here; at
      // 10,000 it took 40 s (docs/performance.md).
      Parameter(
        name: "size", summary: "screens pushed when the app starts", defaultValue: 1,
        range: 0...1_000,
        limitReason:
          "a taller stack makes a short script with every contestant run for most of a minute; "
          + "`compare bench` measures taller stacks")
    ],
    verbs: [
      Verb("push", "push a new counter screen at 0") { _ in
        Tap(target: .view("StackView"), label: "Push")
      },
      Verb("pop", "pop the top screen") { _ in Tap(target: .view("StackView"), label: "Pop") },
      Verb("increment", "tap + on the top screen") { _ in
        Tap(target: .last("ScreenView"), label: "+")
      },
      Verb("increment-at", [.integer("D")], "tap + on the screen at depth D (0 = bottom)") {
        arguments in
        Tap(target: .position("ScreenView", arguments[0].integer), label: "+")
      },
    ],
    makeReference: { ReferenceSession(StackReference(size: $0["size"])) },
    contestants: [
      Contestant(
        name: "vanilla", summary: "screen view models; the root shows only their number",
        expected: .correct,
        mount: StackVanillaViews.mount),
      Contestant(
        name: "observation", summary: "an @Observable stack of @Observable screen models",
        expected: .correct,
        mount: StackObservationViews.mount),
      Contestant(
        name: "store/legacy",
        summary: "the store before observation: the view-store API of 1.5–1.7 over cached scopes",
        expected: .correct, mount: StackLegacyStoreViews.mount),
      Contestant(
        name: "store/uncached",
        summary: "the store before 1.5: a ForEachStore of uncached screen stores",
        expected: .correct,
        mount: StackUncachedStoreViews.mount),
      Contestant(
        name: "store",
        summary: "the observable store; a lazy collection of screen stores cached by id",
        expected: .correct,
        mount: StackStoreViews.mount),
    ]
  )
}
