/// `enum`: a parent whose destination is one of two child counters, a note, or none.
enum EnumScenario {
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
      Verb("decrement", "tap − on the presented counter") { _ in
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
    contestants: [
      Contestant(
        name: "vanilla", summary: "a parent with an enum destination of child view models",
        expected: .correct,
        mount: EnumVanillaViews.mount),
      Contestant(
        name: "observation",
        summary: "an @Observable parent with an enum destination of child models",
        expected: .correct, mount: EnumObservationViews.mount),
      Contestant(
        name: "store/legacy",
        summary: "the store before observation: the view-store API of 1.5–1.7 over cached scopes",
        expected: .correct, mount: EnumLegacyStoreViews.mount),
      Contestant(
        name: "store/uncached",
        summary: "the store before 1.5: IfLetStore, SwitchStore, CaseLet, uncached scopes",
        expected: .correct, mount: EnumUncachedStoreViews.mount),
      Contestant(
        name: "store", summary: "the observable store; a destination store scoped to its case",
        expected: .correct,
        mount: EnumStoreViews.mount),
    ]
  )
}
