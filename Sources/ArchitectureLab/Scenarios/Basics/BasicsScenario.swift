/// `basics`: one counter with −, + and Reset.
enum BasicsScenario {
  /// The built-in script `basics`: `swift run compare` runs it.
  static let script = BuiltinScript(
    name: "basics",
    text: """
      # One counter: the smallest app, the same for every school.
      scenario basics
      increment
      increment
      decrement
      reset
      reset          # already 0: the screen does not change
      repeat 3 increment
      """)

  static let scenario = Scenario(
    name: "basics",
    summary: "one counter",
    verbs: [
      Verb("increment", "tap + on the counter") { _ in Tap(target: .view("CounterView"), label: "+")
      },
      Verb("decrement", "tap - on the counter") { _ in Tap(target: .view("CounterView"), label: "-")
      },
      Verb("reset", "tap Reset on the counter") { _ in
        Tap(target: .view("CounterView"), label: "Reset")
      },
    ],
    makeReference: { ReferenceSession(BasicsReference()) },
    scripts: [script],
    contestants: [
      BasicsVanillaViews.contestant,
      BasicsObservationViews.contestant,
      BasicsLegacyStoreViews.contestant,
      BasicsUncachedStoreViews.contestant,
      BasicsStoreViews.contestant,
      BasicsStoreViews.release1_7,
    ]
  )
}
