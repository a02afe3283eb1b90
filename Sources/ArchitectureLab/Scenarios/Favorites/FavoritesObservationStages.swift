import VanillaModels

/// What the `@Observable` `favorites` views need from a parent model: its two children. The
/// guarded parent and the unguarded one differ only in how they replay between them.
protocol FavoritesObservableParent: AnyObject {
  var counter: Favorites.CounterModel { get }
  var profile: Favorites.ProfileModel { get }
}

extension Favorites.AppModel: @MainActor FavoritesObservableParent {}
extension Favorites.UnguardedAppModel: @MainActor FavoritesObservableParent {}

/// Which parent model the `@Observable` views are mounted over: the lab's wiring, apart from the
/// views so it is not counted as either stage's view code.
extension FavoritesObservationViews {
  /// The guarded parent, or the one without a guard.
  enum Stage {
    case guarded, unguarded
  }

  /// Mounts the app over a fresh parent model of the given stage.
  static func mount(_ stage: Stage) -> Renderer {
    switch stage {
    case .guarded: Renderer(root: AppView(model: Favorites.AppModel()))
    case .unguarded: Renderer(root: AppView(model: Favorites.UnguardedAppModel()))
    }
  }
}
