/// `siblings`: two counters side by side; the parent can reset both, each can reset itself, and
/// the parent can swap them.
enum SiblingsScenario {
  /// The built-in script `siblings`: `swift run compare` runs it.
  static let script = BuiltinScript(
    name: "siblings",
    text: """
      # Two counters side by side; the parent resets or swaps them.
      scenario siblings
      increment 1
      increment 1
      increment 2
      swap
      reset-self 1
      reset-self 1   # already 0: nothing changes
      increment 2
      reset-all
      reset-all      # both already 0
      swap           # two equal counters swap: nothing changes on screen
      """)

  /// `SLOT`, which of the two counters a verb taps.
  private static var slot: Verb.Argument { .choice("SLOT", noun: "counter", ["1", "2"]) }

  static let scenario = Scenario(
    name: "siblings",
    summary: "two counters side by side that the parent resets or swaps",
    verbs: [
      Verb("increment", [slot], "tap + on counter 1 or 2") {
        arguments in
        Tap(target: .row("CounterView", id: ViewID(Int(arguments[0].word)!)), label: "+")
      },
      Verb("decrement", [slot], "tap - on counter 1 or 2") {
        arguments in
        Tap(target: .row("CounterView", id: ViewID(Int(arguments[0].word)!)), label: "-")
      },
      Verb("reset-all", "reset both counters from the parent") { _ in
        Tap(target: .view("ParentView"), label: "Reset all")
      },
      Verb(
        "reset-self", [slot], "tap Reset on counter 1 or 2"
      ) {
        arguments in
        Tap(target: .row("CounterView", id: ViewID(Int(arguments[0].word)!)), label: "Reset")
      },
      Verb("swap", "swap the two counters") { _ in Tap(target: .view("ParentView"), label: "Swap")
      },
    ],
    makeReference: { ReferenceSession(SiblingsReference()) },
    scripts: [script],
    contestants: [
      SiblingsVanillaViews.contestant,
      SiblingsObservationViews.contestant,
      SiblingsLegacyStoreViews.contestant,
      SiblingsUncachedStoreViews.contestant,
      SiblingsStoreViews.contestant,
      SiblingsStoreViews.release1_7,
    ]
  )
}
