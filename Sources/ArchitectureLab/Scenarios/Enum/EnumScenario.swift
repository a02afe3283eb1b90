/// `enum`: a parent whose destination is one of two child counters, a note, or none.
enum EnumScenario {
  /// The built-in script `enum`: `swift run compare` runs it.
  static let script = BuiltinScript(
    name: "enum",
    text: """
      # A parent whose destination is one of two child counters, a note, or none.
      scenario enum
      toggle1
      increment
      increment
      toggle2        # counter 2 replaces counter 1
      increment
      decrement
      toggle2        # dismissed by toggling
      toggle1
      increment
      dismiss        # dismissed by the child
      toggle-note    # the note: a plain number in the destination's case
      next-note      # a new number: the parent and the note show it
      next-note
      toggle1        # counter 1 replaces the note
      toggle-note    # the note replaces counter 1
      toggle-note    # dismissed by toggling
      """)

  static let scenario = Scenario(
    name: "enum",
    summary: "a parent presenting one of two child counters, a note, or none",
    verbs: [
      Verb("toggle1", "present counter 1, or dismiss it") { _ in
        Tap(target: .view("ParentView"), label: "Toggle 1")
      },
      Verb("toggle2", "present counter 2, or dismiss it") { _ in
        Tap(target: .view("ParentView"), label: "Toggle 2")
      },
      Verb("increment", "tap + on the presented counter") { _ in
        Tap(target: .view("CounterView"), label: "+")
      },
      Verb("decrement", "tap - on the presented counter") { _ in
        Tap(target: .view("CounterView"), label: "-")
      },
      Verb("dismiss", "tap Dismiss on the presented counter") { _ in
        Tap(target: .view("CounterView"), label: "Dismiss")
      },
      Verb("toggle-note", "present the note (a plain number), or dismiss it") { _ in
        Tap(target: .view("ParentView"), label: "Toggle note")
      },
      Verb("next-note", "tap Next on the presented note: its number goes up") { _ in
        Tap(target: .view("NoteView"), label: "Next")
      },
    ],
    makeReference: { ReferenceSession(EnumReference()) },
    scripts: [script],
    contestants: [
      EnumVanillaViews.contestant,
      EnumObservationViews.contestant,
      EnumLegacyStoreViews.contestant,
      EnumUncachedStoreViews.contestant,
      EnumStoreViews.contestant,
      EnumStoreViews.release1_7,
    ]
  )
}
