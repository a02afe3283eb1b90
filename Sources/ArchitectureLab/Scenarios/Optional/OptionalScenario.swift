/// `optional`: a parent with an optional child counter it can create and destroy; on request the
/// parent also shows the child's count.
enum OptionalScenario {
  /// The built-in script `optional`: `swift run compare` runs it.
  static let script = BuiltinScript(
    name: "optional",
    text: """
      # A parent with an optional child counter, which it shows on request.
      scenario optional
      toggle         # the child appears
      increment
      increment
      observe-count  # now the parent shows the child's count too
      increment
      decrement
      toggle         # the child disappears: the parent shows "none"
      toggle         # a fresh child at 0
      observe-count  # the parent stops reading the child
      increment
      toggle
      """)

  static let scenario = Scenario(
    name: "optional",
    summary: "a parent with an optional child counter",
    verbs: [
      Verb("toggle", "create or destroy the child") { _ in
        Tap(target: .view("ParentView"), label: "Toggle")
      },
      Verb("increment", "tap + on the child") { _ in Tap(target: .view("CounterView"), label: "+")
      },
      Verb("decrement", "tap - on the child") { _ in Tap(target: .view("CounterView"), label: "-")
      },
      Verb("observe-count", "make the parent show (or stop showing) the child's count") { _ in
        Tap(target: .view("ParentView"), label: "Observe count")
      },
    ],
    makeReference: { ReferenceSession(OptionalReference()) },
    scripts: [script],
    contestants: [
      OptionalVanillaViews.contestant,
      OptionalObservationViews.contestant,
      OptionalLegacyStoreViews.contestant,
      OptionalUncachedStoreViews.contestant,
      OptionalStoreViews.contestant,
      OptionalStoreViews.release1_7,
    ]
  )
}
