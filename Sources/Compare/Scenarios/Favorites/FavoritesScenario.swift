/// `favorites`: a counter tab that saves or removes the current number as a favorite, and a
/// profile tab listing the favorites, each with a remove button. The tab bar shows both counts,
/// so the parent depends on both children, and the favorites are shared by the two siblings.
enum FavoritesScenario {
  static let scenario = Scenario(
    name: "favorites",
    summary: "two tabs sharing a list of favorite numbers",
    verbs: [
      Verb("increment", "tap + on the counter") { _ in Tap(target: .view("CounterView"), label: "+")
      },
      Verb("decrement", "tap − on the counter") { _ in Tap(target: .view("CounterView"), label: "-")
      },
      Verb("save", "tap Save (shown when the count is not a favorite)") { _ in
        Tap(target: .view("CounterView"), label: "Save")
      },
      Verb("remove", "tap Remove on the counter (shown when the count is a favorite)") { _ in
        Tap(target: .view("CounterView"), label: "Remove")
      },
      Verb("remove-favorite", [.number("N")], "tap Remove beside the number N in the profile") {
        arguments in
        Tap(target: .row("FavoriteRow", id: arguments[0].integer), label: "Remove")
      },
    ],
    makeReference: { ReferenceSession(FavoritesReference()) },
    contestants: [
      Contestant(
        name: "vanilla", summary: "child view models, forwarding, guarded sibling sync",
        expected: .correct, sources: .vanilla("AppViewModel"),
        mount: { FavoritesVanillaViews.mount(.guarded) }),
      Contestant(
        name: "vanilla/monolith", summary: "one view model for the whole app", expected: .correct,
        sources: .favorites(vanilla: ["MonolithViewModel"], views: "Monolith"),
        mount: FavoritesMonolithViews.mount),
      Contestant(
        name: "vanilla/published-children",
        summary: "children in @Published properties: the parent is never told",
        expected: .stale, sources: .vanilla("PublishedChildrenAppViewModel"),
        mount: { FavoritesVanillaViews.mount(.publishedChildren) }),
      Contestant(
        name: "vanilla/forwarding",
        summary: "parent forwards objectWillChange, siblings not synced", expected: .stale,
        sources: .vanilla("ForwardingAppViewModel"),
        mount: { FavoritesVanillaViews.mount(.forwarding) }),
      Contestant(
        name: "vanilla/one-way", summary: "counter → profile replay only", expected: .stale,
        sources: .vanilla("OneWayAppViewModel"),
        mount: { FavoritesVanillaViews.mount(.oneWay) }),
      Contestant(
        name: "vanilla/unguarded", summary: "two-way replay without a guard", expected: .loop,
        sources: .vanilla("UnguardedAppViewModel"),
        mount: { FavoritesVanillaViews.mount(.unguarded) }),
      Contestant(
        name: "vanilla/dedup", summary: "two-way replay cut with removeDuplicates",
        expected: .correct, sources: .vanilla("DedupAppViewModel"),
        mount: { FavoritesVanillaViews.mount(.dedup) }),
      Contestant(
        name: "vanilla/bindings",
        summary: "one view model; each tab handed bindings to its fields, actions in the views",
        expected: .correct,
        sources: .favorites(vanilla: ["BindingsAppViewModel"], views: "Bindings"),
        mount: FavoritesBindingsViews.mount),
      Contestant(
        name: "vanilla/field-forwarding",
        summary: "guarded sync; the parent forwards only the child fields it shows",
        expected: .correct, sources: .vanilla("FieldForwardingAppViewModel"),
        mount: { FavoritesVanillaViews.mount(.fieldForwarding) }),
      Contestant(
        name: "vanilla/shared-model",
        summary: "both tabs hold one shared favorites object: no copy, no sync",
        expected: .correct,
        sources: .favorites(
          vanilla: [
            "SharedAppViewModel", "SharedCounterViewModel", "SharedProfileViewModel",
            "SharedFavorites",
          ], views: "SharedModel"),
        mount: FavoritesSharedModelViews.mount),
      Contestant(
        name: "observation", summary: "nested @Observable models, guarded sibling sync",
        expected: .correct, sources: .observation("AppModel"),
        mount: { FavoritesObservationViews.mount(.guarded) }),
      Contestant(
        name: "observation/shared-model",
        summary: "@Observable tabs sharing one @Observable favorites model: no sync",
        expected: .correct,
        sources: .favorites(
          observation: [
            "SharedAppModel", "SharedCounterModel", "SharedProfileModel", "SharedFavoritesModel",
          ],
          views: "ObservationSharedModel"),
        mount: FavoritesObservationSharedModelViews.mount),
      Contestant(
        name: "observation/unguarded",
        summary: "nested @Observable models, two-way replay without a guard", expected: .loop,
        sources: .observation("UnguardedAppModel"),
        mount: { FavoritesObservationViews.mount(.unguarded) }),
      Contestant(
        name: "store/legacy",
        summary: "the store before observation: the view-store API of 1.5–1.7 over cached scopes",
        expected: .correct, sources: .favoritesStore(views: "LegacyStore"),
        mount: FavoritesLegacyStoreViews.mount),
      Contestant(
        name: "store/uncached",
        summary: "the store before 1.5: view stores of view states, uncached scopes",
        expected: .correct, sources: .favoritesStore(views: "UncachedStore"),
        mount: FavoritesUncachedStoreViews.mount),
      Contestant(
        name: "store", summary: "one store, scoped child stores, shared state by key paths",
        expected: .correct, sources: .favoritesStore(views: "Store"),
        mount: FavoritesStoreViews.mount),
    ]
  )
}

/// Where the `favorites` contestants are written, for the code-size table.
extension ContestantSources {
  /// Model files by type name, in `ViewModels/` and `ObservableModels/`, and one view file,
  /// `Favorites<views>Views.swift`.
  fileprivate static func favorites(
    vanilla: [String] = [], observation: [String] = [], views: String
  ) -> ContestantSources {
    ContestantSources(
      models: vanilla.map { "VanillaModels/ViewModels/Favorites/Favorites+\($0).swift" }
        + observation.map { "VanillaModels/ObservableModels/Favorites/Favorites+\($0).swift" },
      views: ["Compare/Scenarios/Favorites/Favorites\(views)Views.swift"])
  }

  /// A split vanilla stage: its parent view model, the two tabs' and the shared view file.
  fileprivate static func vanilla(_ parent: String) -> ContestantSources {
    favorites(vanilla: [parent, "CounterViewModel", "ProfileViewModel"], views: "Vanilla")
  }

  /// A nested `@Observable` stage: its parent model, the two tabs' and the shared view file.
  fileprivate static func observation(_ parent: String) -> ContestantSources {
    favorites(observation: [parent, "CounterModel", "ProfileModel"], views: "Observation")
  }

  /// The store's three reducers and one view file.
  fileprivate static func favoritesStore(views: String) -> ContestantSources {
    ContestantSources(
      models: ["App", "Counter", "Profile"].map {
        "StoreModels/Features/Favorites/Favorites\($0).swift"
      },
      views: ["Compare/Scenarios/Favorites/Favorites\(views)Views.swift"])
  }
}

/// The reference `favorites` app: the count, the favorites in the order saved, and the views.
struct FavoritesReference: ReferenceModel {
  enum Action { case increment, decrement, save, remove, removeFavorite(Int) }

  var count = 0
  var favorites: [Int] = []

  mutating func apply(_ action: Action) {
    switch action {
    case .increment: count += 1
    case .decrement: count -= 1
    case .save: favorites.append(count)
    case .remove: favorites.removeAll { $0 == count }
    case .removeFavorite(let number): favorites.removeAll { $0 == number }
    }
  }

  func view(send: @escaping (Action) -> Void) -> AppView {
    AppView(state: self, send: send)
  }

  struct AppView: LabView {
    let state: FavoritesReference
    let send: (Action) -> Void

    func body(_ content: inout ViewContent) {
      content.text("Tabs: Counter \(state.count) | Profile \(state.favorites.count)")
      content.child(
        CounterView(
          count: state.count, isFavorite: state.favorites.contains(state.count), send: send))
      content.child(ProfileView(favorites: state.favorites, send: send))
    }
  }

  struct CounterView: LabView {
    let count: Int
    let isFavorite: Bool
    let send: (Action) -> Void

    func body(_ content: inout ViewContent) {
      content.text("Count: \(count)")
      content.button("-") { send(.decrement) }
      content.button("+") { send(.increment) }
      if isFavorite {
        content.button("Remove") { send(.remove) }
      } else {
        content.button("Save") { send(.save) }
      }
    }
  }

  struct ProfileView: LabView {
    let favorites: [Int]
    let send: (Action) -> Void

    func body(_ content: inout ViewContent) {
      content.text(favorites.isEmpty ? "No favorites yet" : "Favorites")
      for number in favorites {
        content.child(FavoriteRow(number: number, send: send))
      }
    }
  }

  struct FavoriteRow: LabView {
    let number: Int
    let send: (Action) -> Void
    var id: AnyHashable? { number }

    func body(_ content: inout ViewContent) {
      content.text("\(number)")
      content.button("Remove") { send(.removeFavorite(number)) }
    }
  }
}
