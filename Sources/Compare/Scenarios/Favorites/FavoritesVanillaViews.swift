import VanillaModels

/// What the vanilla `favorites` views need from a parent view model: its two children. Every
/// stage of the progression (guarded, forwarding only, one-way, unguarded, dedup, children in
/// `@Published` properties, field forwarding) has them; they differ only in how the parent wires
/// them.
protocol FavoritesParent: ObservableObject {
  var counter: Favorites.CounterViewModel { get }
  var profile: Favorites.ProfileViewModel { get }
}

extension Favorites.AppViewModel: @MainActor FavoritesParent {}
extension Favorites.PublishedChildrenAppViewModel: @MainActor FavoritesParent {}
extension Favorites.ForwardingAppViewModel: @MainActor FavoritesParent {}
extension Favorites.OneWayAppViewModel: @MainActor FavoritesParent {}
extension Favorites.UnguardedAppViewModel: @MainActor FavoritesParent {}
extension Favorites.DedupAppViewModel: @MainActor FavoritesParent {}
extension Favorites.FieldForwardingAppViewModel: @MainActor FavoritesParent {}

/// The `favorites` app as vanilla SwiftUI views, each observing its own view model.
enum FavoritesVanillaViews {
  /// The stages of the favorites progression, one parent view model each.
  enum Stage {
    case guarded, publishedChildren, forwarding, oneWay, unguarded, dedup, fieldForwarding
  }

  /// Mounts the app over a fresh parent view model of the given stage.
  static func mount(_ stage: Stage) -> Renderer {
    switch stage {
    case .guarded: Renderer(root: AppView(model: Favorites.AppViewModel()))
    case .publishedChildren:
      Renderer(root: AppView(model: Favorites.PublishedChildrenAppViewModel()))
    case .forwarding: Renderer(root: AppView(model: Favorites.ForwardingAppViewModel()))
    case .oneWay: Renderer(root: AppView(model: Favorites.OneWayAppViewModel()))
    case .unguarded: Renderer(root: AppView(model: Favorites.UnguardedAppViewModel()))
    case .dedup: Renderer(root: AppView(model: Favorites.DedupAppViewModel()))
    case .fieldForwarding: Renderer(root: AppView(model: Favorites.FieldForwardingAppViewModel()))
    }
  }

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
    var id: AnyHashable? { number }

    func body(_ content: inout ViewContent) {
      content.text("\(number)")
      content.button("Remove") { model.removeButtonTapped(number) }
    }
  }
}
