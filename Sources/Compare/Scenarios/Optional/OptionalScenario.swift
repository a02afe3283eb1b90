/// `optional`: a parent with an optional child counter it can create and destroy; on request the
/// parent also shows the child's count.
enum OptionalScenario {
  static let scenario = Scenario(
    name: "optional",
    summary: "a parent with an optional child counter",
    verbs: [
      Verb("toggle", "create or destroy the child") { _ in
        Tap(target: .view("ParentView"), label: "Toggle")
      },
      Verb("increment", "tap + on the child") { _ in Tap(target: .view("CounterView"), label: "+")
      },
      Verb("decrement", "tap − on the child") { _ in Tap(target: .view("CounterView"), label: "-")
      },
      Verb("observe-count", "make the parent show (or stop showing) the child's count") { _ in
        Tap(target: .view("ParentView"), label: "Observe count")
      },
    ],
    makeReference: { ReferenceSession(OptionalReference()) },
    contestants: [
      Contestant(
        name: "vanilla", summary: "a parent forwarding its optional child while it shows the count",
        expected: .correct,
        mount: OptionalVanillaViews.mount),
      Contestant(
        name: "observation", summary: "an @Observable parent with an optional child model",
        expected: .correct,
        mount: OptionalObservationViews.mount),
      Contestant(
        name: "store/legacy",
        summary: "the store before observation: the view-store API of 1.5–1.7 over cached scopes",
        expected: .correct, mount: OptionalLegacyStoreViews.mount),
      Contestant(
        name: "store/uncached",
        summary: "the store before 1.5: view stores, IfLetStore, uncached scopes",
        expected: .correct, mount: OptionalUncachedStoreViews.mount),
      Contestant(
        name: "store", summary: "the observable store; an optional child store",
        expected: .correct,
        mount: OptionalStoreViews.mount),
    ]
  )
}
