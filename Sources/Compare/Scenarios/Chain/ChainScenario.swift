/// `chain`: the app → home → profile → settings chain with `depth` levels between the app and its
/// settings screen; the app and the settings screen share a notifications setting.
enum ChainScenario {
  /// The vanilla chain's level and settings view models, which several vanilla apps share.
  private static let levels = ["LevelViewModel", "SettingsViewModel"]

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
        expected: .correct, sources: .chain(vanilla: ["AppViewModel"] + levels, views: ["Vanilla"]),
        mount: { ChainVanillaViews.mount(.guarded, $0) }),
      Contestant(
        name: "vanilla/bindings",
        summary: "the setting stored in the app, its binding passed down every level's view",
        expected: .correct,
        sources: .chain(
          vanilla: ["BindingsAppViewModel", "BindingsLevelViewModel", "BindingsSettingsViewModel"],
          views: ["Bindings"]),
        mount: ChainBindingsViews.mount),
      Contestant(
        name: "vanilla/field-forwarding",
        summary: "no copy: the app shows the leaf's setting and forwards that one field",
        expected: .correct,
        sources: .chain(vanilla: ["FieldForwardingAppViewModel"] + levels, views: ["Vanilla"]),
        mount: { ChainVanillaViews.mount(.fieldForwarding, $0) }),
      Contestant(
        name: "vanilla/shared-model",
        summary: "one shared settings object, handed down the levels to the leaf",
        expected: .correct,
        sources: .chain(
          vanilla: [
            "SharedAppViewModel", "SharedLevelViewModel", "SharedSettingsViewModel",
            "NotificationSettings",
          ], views: ["SharedModel"]),
        mount: ChainSharedModelViews.mount),
      Contestant(
        name: "observation",
        summary: "nested @Observable models; the setting replayed by hand behind a guard",
        expected: .correct,
        sources: .chain(
          observation: ["AppModel", "LevelModel", "SettingsModel"], views: ["Observation"]),
        mount: { ChainObservationViews.mount(.guarded, $0) }),
      Contestant(
        name: "observation/shared-model",
        summary: "one shared @Observable settings model, handed down the levels to the leaf",
        expected: .correct,
        sources: .chain(
          observation: [
            "SharedAppModel", "SharedLevelModel", "SharedSettingsModel",
            "NotificationSettingsModel",
          ], views: ["ObservationSharedModel"]),
        mount: ChainObservationSharedModelViews.mount),
      Contestant(
        name: "observation/unguarded",
        summary: "nested @Observable models; the setting replayed both ways without a guard",
        expected: .loop,
        sources: .chain(
          observation: ["UnguardedAppModel", "LevelModel", "SettingsModel"],
          views: ["Observation"]),
        mount: { ChainObservationViews.mount(.unguarded, $0) }),
      Contestant(
        name: "store/legacy",
        summary: "the store before observation: the view-store API of 1.5–1.7 over cached scopes",
        expected: .correct, sources: .chainStore(views: "LegacyStore"),
        mount: ChainLegacyStoreViews.mount),
      Contestant(
        name: "store/uncached",
        summary: "the store before 1.5: each body scopes the next level anew",
        expected: .correct, sources: .chainStore(views: "UncachedStore"),
        mount: ChainUncachedStoreViews.mount),
      Contestant(
        name: "store",
        summary: "the observable store; each level's state derived from its parent's, scoped",
        expected: .correct, sources: .chainStore(views: "Store"),
        mount: ChainStoreViews.mount),
    ]
  )
}

/// Where the `chain` contestants are written, for the code-size table.
extension ContestantSources {
  /// Model files by type name, in `ViewModels/` and `ObservableModels/`, and view files,
  /// `Chain<views>Views.swift`.
  fileprivate static func chain(
    vanilla: [String] = [], observation: [String] = [], views: [String]
  ) -> ContestantSources {
    ContestantSources(
      models: vanilla.map { "VanillaModels/ViewModels/Chain/SettingsChain+\($0).swift" }
        + observation.map { "VanillaModels/ObservableModels/Chain/SettingsChain+\($0).swift" },
      views: views.map { "Compare/Scenarios/Chain/Chain\($0)Views.swift" })
  }

  /// The store's three reducers and one view file.
  fileprivate static func chainStore(views: String) -> ContestantSources {
    ContestantSources(
      models: ["App", "Level", "Settings"].map {
        "StoreModels/Features/Chain/SettingsChain\($0).swift"
      },
      views: ["Compare/Scenarios/Chain/Chain\(views)Views.swift"])
  }
}
