import VanillaModels

/// The `favorites` app as vanilla SwiftUI views, each observing its own view model; mounted
/// over each stage's parent in `FavoritesVanillaStages.swift`.
enum FavoritesVanillaViews {
  /// `vanilla`, mounted over its stage.
  static let contestant = Contestant(
    name: "vanilla", summary: "child view models, forwarding, guarded sibling sync",
    expected: .correct, sources: .vanilla("AppViewModel"),
    mount: { FavoritesVanillaViews.mount(.guarded) })

  /// `vanilla/published-children`, mounted over its stage.
  static let publishedChildren = Contestant(
    name: "vanilla/published-children",
    summary: "children in @Published properties: the parent is never told",
    expected: .stale, sources: .vanilla("PublishedChildrenAppViewModel"),
    mount: { FavoritesVanillaViews.mount(.publishedChildren) })

  /// `vanilla/forwarding`, mounted over its stage.
  static let forwarding = Contestant(
    name: "vanilla/forwarding",
    summary: "parent forwards objectWillChange, siblings not synced", expected: .stale,
    sources: .vanilla("ForwardingAppViewModel"),
    mount: { FavoritesVanillaViews.mount(.forwarding) })

  /// `vanilla/one-way`, mounted over its stage.
  static let oneWay = Contestant(
    name: "vanilla/one-way", summary: "counter → profile replay only", expected: .stale,
    sources: .vanilla("OneWayAppViewModel"),
    mount: { FavoritesVanillaViews.mount(.oneWay) })

  /// `vanilla/unguarded`, mounted over its stage.
  static let unguarded = Contestant(
    name: "vanilla/unguarded", summary: "two-way replay without a guard", expected: .loop,
    sources: .vanilla("UnguardedAppViewModel"),
    mount: { FavoritesVanillaViews.mount(.unguarded) })

  /// `vanilla/dedup`, mounted over its stage.
  static let dedup = Contestant(
    name: "vanilla/dedup", summary: "two-way replay cut with removeDuplicates",
    expected: .correct, sources: .vanilla("DedupAppViewModel"),
    mount: { FavoritesVanillaViews.mount(.dedup) })

  /// `vanilla/field-forwarding`, mounted over its stage.
  static let fieldForwarding = Contestant(
    name: "vanilla/field-forwarding",
    summary: "guarded sync; the parent forwards only the child fields it shows",
    expected: .correct, sources: .vanilla("FieldForwardingAppViewModel"),
    mount: { FavoritesVanillaViews.mount(.fieldForwarding) })

  /// The root: the tab bar reads both children through the parent, and observes the parent only.
  struct AppView<Parent: FavoritesParent>: LabView {
    static var viewName: String { "AppView" }
    @ObservedObject var model: Parent

    func body(_ content: inout ViewContent) {
      content.text(
        "Tabs: Counter \(model.counter.count) | Profile \(model.profile.favorites.count)")
      content.child(CounterView(model: model.counter))
      content.child(ProfileView(model: model.profile))
    }
  }

  struct CounterView: LabView {
    @ObservedObject var model: Favorites.CounterViewModel

    func body(_ content: inout ViewContent) {
      content.text("Count: \(model.count)")
      content.button("-") { model.decrementButtonTapped() }
      content.button("+") { model.incrementButtonTapped() }
      if model.isFavorite {
        content.button("Remove") { model.removeButtonTapped() }
      } else {
        content.button("Save") { model.saveButtonTapped() }
      }
    }
  }

  struct ProfileView: LabView {
    @ObservedObject var model: Favorites.ProfileViewModel

    func body(_ content: inout ViewContent) {
      content.text(model.favorites.isEmpty ? "No favorites yet" : "Favorites")
      for number in model.favorites {
        content.child(FavoriteRow(number: number, model: model))
      }
    }
  }

  /// A row holds the profile view model as a plain reference (not observed): equal inputs as
  /// long as its number and model are the same, so it is skipped when the list re-renders.
  struct FavoriteRow: LabView {
    let number: Int
    let model: Favorites.ProfileViewModel
    var id: Int? { number }

    func body(_ content: inout ViewContent) {
      content.text("\(number)")
      content.button("Remove") { model.removeButtonTapped(number) }
    }
  }
}
