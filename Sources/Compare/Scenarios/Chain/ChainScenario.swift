/// `chain`: the app → home → profile → settings chain with `depth` levels between the app and its
/// settings screen; the app and the settings screen share a notifications setting.
enum ChainScenario {
  static let scenario = Scenario(
    name: "chain",
    summary: "a chain of levels down to a settings screen that shares a setting with the app",
    parameters: [
      Parameter(
        name: "depth", summary: "levels between the app and the settings screen",
        defaultValue: 4, range: 1...256)
    ],
    verbs: [
      Verb("increment-leaf", "tap + on the settings screen") { _ in
        Tap(target: .view("SettingsView"), label: "+")
      },
      Verb("toggle-root", "toggle the notifications setting in the app") { _ in
        Tap(target: .view("AppView"), label: "Toggle")
      },
    ],
    makeReference: { ReferenceSession(ChainReference(depth: $0["depth"])) },
    contestants: [
      Contestant(
        name: "vanilla",
        summary: "nested view models; the setting replayed by hand between the app and the leaf",
        expected: .correct,
        mount: ChainVanillaViews.mount),
      Contestant(
        name: "observation",
        summary: "nested @Observable models; the setting replayed by hand behind a guard",
        expected: .correct,
        mount: ChainObservationViews.mount),
      Contestant(
        name: "store/uncached",
        summary: "the store before 1.5: each body scopes the next level anew",
        expected: .correct,
        mount: ChainUncachedStoreViews.mount),
      Contestant(
        name: "store",
        summary: "the observable store; each level's state derived from its parent's, scoped",
        expected: .correct,
        mount: ChainStoreViews.mount),
    ]
  )
}
