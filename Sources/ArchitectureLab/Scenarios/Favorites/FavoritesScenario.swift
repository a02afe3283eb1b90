/// `favorites`: a counter tab that saves or removes the current number as a favorite, and a
/// profile tab listing the favorites, each with a remove button. The tab bar shows both counts,
/// so the parent depends on both children, and the favorites are shared by the two siblings.
enum FavoritesScenario {
  /// The built-in script `favorites`: `swift run compare` runs it.
  static let script = BuiltinScript(
    name: "favorites",
    text: """
      # Two tabs sharing a list of favorite numbers; the tab bar shows both counts.
      scenario favorites
      increment
      save           # 1 is a favorite: both tabs and the tab bar change
      increment
      increment
      save           # favorites 1, 3
      remove-favorite 1
      decrement
      decrement      # back at 1, no longer a favorite
      save
      remove         # remove from the counter tab
      increment      # 2: not a favorite
      remove-favorite 3
      """)

  static let scenario = Scenario(
    name: "favorites",
    summary: "two tabs sharing a list of favorite numbers",
    verbs: [
      Verb("increment", "tap + on the counter") { _ in Tap(target: .view("CounterView"), label: "+")
      },
      Verb("decrement", "tap - on the counter") { _ in Tap(target: .view("CounterView"), label: "-")
      },
      Verb("save", "tap Save (shown when the count is not a favorite)") { _ in
        Tap(target: .view("CounterView"), label: "Save")
      },
      Verb("remove", "tap Remove on the counter (shown when the count is a favorite)") { _ in
        Tap(target: .view("CounterView"), label: "Remove")
      },
      Verb(
        "remove-favorite", [.number("N", noun: "number")],
        "tap Remove beside the number N in the profile"
      ) {
        arguments in
        Tap(target: .row("FavoriteRow", id: ViewID(arguments[0].integer)), label: "Remove")
      },
    ],
    makeReference: { ReferenceSession(FavoritesReference()) },
    scripts: [script],
    contestants: [
      FavoritesVanillaViews.contestant,
      FavoritesMonolithViews.contestant,
      FavoritesVanillaViews.publishedChildren,
      FavoritesVanillaViews.forwarding,
      FavoritesVanillaViews.oneWay,
      FavoritesVanillaViews.unguarded,
      FavoritesVanillaViews.dedup,
      FavoritesBindingsViews.contestant,
      FavoritesVanillaViews.fieldForwarding,
      FavoritesSharedModelViews.contestant,
      FavoritesObservationViews.contestant,
      FavoritesObservationSharedModelViews.contestant,
      FavoritesObservationViews.unguarded,
      FavoritesLegacyStoreViews.contestant,
      FavoritesUncachedStoreViews.contestant,
      FavoritesStoreViews.contestant,
      FavoritesStoreViews.release1_7,
      FavoritesOnChangeStoreViews.contestant,
      FavoritesOnChangeStoreViews.release1_7,
    ]
  )
}

/// Where the `favorites` contestants are written, for the code-size table.
extension ContestantSources {
  /// Model files by type name, in `ViewModels/` and `ObservableModels/`, and one view file,
  /// `Favorites<views>Views.swift`.
  static func favorites(
    vanilla: [String] = [], observation: [String] = [], views: String
  ) -> ContestantSources {
    ContestantSources(
      models: vanilla.map { "VanillaModels/ViewModels/Favorites/Favorites+\($0).swift" }
        + observation.map { "VanillaModels/ObservableModels/Favorites/Favorites+\($0).swift" },
      views: ["ArchitectureLab/Scenarios/Favorites/Favorites\(views)Views.swift"])
  }

  /// A split vanilla stage: its parent view model, the two tabs' and the shared view file.
  static func vanilla(_ parent: String) -> ContestantSources {
    favorites(vanilla: [parent, "CounterViewModel", "ProfileViewModel"], views: "Vanilla")
  }

  /// A nested `@Observable` stage: its parent model, the two tabs' and the shared view file.
  static func observation(_ parent: String) -> ContestantSources {
    favorites(observation: [parent, "CounterModel", "ProfileModel"], views: "Observation")
  }

  /// The store's three reducers and one view file.
  static func favoritesStore(views: String) -> ContestantSources {
    ContestantSources(
      models: ["App", "Counter", "Profile"].map {
        "StoreModels/Features/Favorites/Favorites\($0).swift"
      },
      views: ["ArchitectureLab/Scenarios/Favorites/Favorites\(views)Views.swift"])
  }
}
