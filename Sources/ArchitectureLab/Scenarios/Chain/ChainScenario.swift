/// `chain`: the app, `depth` levels one inside the other, and the settings screen at the bottom;
/// the app and the settings screen share a notifications setting.
enum ChainScenario {
  /// The built-in script `chain`: `swift run compare` runs it.
  static let script = BuiltinScript(
    name: "chain",
    text: """
      # The app, a chain of levels, and a settings screen that shares a setting with the app.
      scenario chain depth 8
      increment-leaf     # only the settings screen changes, eight levels down
      increment-leaf
      toggle-root        # "off" in the app and in the settings screen; no level in between
      increment-leaf     # the settings screen still shows "off"
      toggle-root        # back on
      toggle-root
      toggle-leaf        # "on" from the settings screen: the app shows it too
      toggle-leaf        # and "off" again, from below
      repeat 3 increment-leaf
      toggle-root        # on again
      increment-leaf
      toggle-root        # ends at 7, off
      """)

  /// The vanilla chain's level and settings view models, which several vanilla apps share.
  static let vanillaLevels = ["LevelViewModel", "SettingsViewModel"]

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
      Verb("toggle-leaf", "tap Toggle on the settings screen") { _ in
        Tap(target: .view("SettingsView"), label: "Toggle")
      },
    ],
    makeReference: { ReferenceSession(ChainReference(depth: $0["depth"])) },
    scripts: [script], benchAxes: [.chain],
    contestants: [
      ChainVanillaViews.contestant,
      ChainBindingsViews.contestant,
      ChainVanillaViews.fieldForwarding,
      ChainSharedModelViews.contestant,
      ChainObservationViews.contestant,
      ChainObservationSharedModelViews.contestant,
      ChainObservationViews.unguarded,
      ChainLegacyStoreViews.contestant,
      ChainUncachedStoreViews.contestant,
      ChainStoreViews.contestant,
      ChainStoreViews.release1_7,
    ]
  )
}

/// Where the `chain` contestants are written, for the code-size table.
extension ContestantSources {
  /// Model files by type name, in `ViewModels/` and `ObservableModels/`, and view files,
  /// `Chain<views>Views.swift`.
  static func chain(
    vanilla: [String] = [], observation: [String] = [], views: [String]
  ) -> ContestantSources {
    ContestantSources(
      models: vanilla.map { "VanillaModels/ViewModels/Chain/SettingsChain+\($0).swift" }
        + observation.map { "VanillaModels/ObservableModels/Chain/SettingsChain+\($0).swift" },
      views: views.map { "ArchitectureLab/Scenarios/Chain/Chain\($0)Views.swift" })
  }

  /// The store's three reducers and one view file.
  static func chainStore(views: String) -> ContestantSources {
    ContestantSources(
      models: ["App", "Level", "Settings"].map {
        "StoreModels/Features/Chain/SettingsChain\($0).swift"
      },
      views: ["ArchitectureLab/Scenarios/Chain/Chain\(views)Views.swift"])
  }
}
