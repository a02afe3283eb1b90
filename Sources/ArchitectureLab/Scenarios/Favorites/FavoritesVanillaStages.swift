import VanillaModels

/// What the vanilla `favorites` views need from a parent view model: its two children. Every
/// stage of the progression has them, in the walkthrough's order: children in `@Published`
/// properties, forwarding only, one-way, unguarded (§3), guarded, dedup (§4), field forwarding
/// (§11); they differ only in how the parent wires them.
protocol FavoritesParent: ObservableObject {
  var counter: Favorites.CounterViewModel { get }
  var profile: Favorites.ProfileViewModel { get }
}

extension Favorites.PublishedChildrenAppViewModel: @MainActor FavoritesParent {}
extension Favorites.ForwardingAppViewModel: @MainActor FavoritesParent {}
extension Favorites.OneWayAppViewModel: @MainActor FavoritesParent {}
extension Favorites.UnguardedAppViewModel: @MainActor FavoritesParent {}
extension Favorites.AppViewModel: @MainActor FavoritesParent {}
extension Favorites.DedupAppViewModel: @MainActor FavoritesParent {}
extension Favorites.FieldForwardingAppViewModel: @MainActor FavoritesParent {}

/// Which parent view model the vanilla views are mounted over: the lab's wiring, apart from the
/// views so it is not counted as any stage's view code.
extension FavoritesVanillaViews {
  /// The stages of the favorites progression, one parent view model each, in the walkthrough's
  /// order.
  enum Stage {
    case publishedChildren, forwarding, oneWay, unguarded, guarded, dedup, fieldForwarding
  }

  /// Mounts the app over a fresh parent view model of the given stage.
  static func mount(_ stage: Stage) -> Renderer {
    switch stage {
    case .publishedChildren:
      Renderer(root: AppView(model: Favorites.PublishedChildrenAppViewModel()))
    case .forwarding: Renderer(root: AppView(model: Favorites.ForwardingAppViewModel()))
    case .oneWay: Renderer(root: AppView(model: Favorites.OneWayAppViewModel()))
    case .unguarded: Renderer(root: AppView(model: Favorites.UnguardedAppViewModel()))
    case .guarded: Renderer(root: AppView(model: Favorites.AppViewModel()))
    case .dedup: Renderer(root: AppView(model: Favorites.DedupAppViewModel()))
    case .fieldForwarding: Renderer(root: AppView(model: Favorites.FieldForwardingAppViewModel()))
    }
  }
}
