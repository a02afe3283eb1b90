import VanillaModels

/// What the `@Observable` `favorites` views need from a parent model: its two children. The
/// guarded parent and the unguarded one differ only in how they replay between them.
protocol FavoritesObservableParent: AnyObject {
  var counter: Favorites.CounterModel { get }
  var profile: Favorites.ProfileModel { get }
}

extension Favorites.AppModel: @MainActor FavoritesObservableParent {}
extension Favorites.UnguardedAppModel: @MainActor FavoritesObservableParent {}

/// The `favorites` app as views over nested `@Observable` models: each body is invalidated only
/// by what it read.
enum FavoritesObservationViews {
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

  struct AppView<Parent: FavoritesObservableParent>: LabView {
    static var viewName: String { "AppView" }
    let model: Parent

    func body(_ content: inout ViewContent) {
      content.text(
        "Tabs: Counter \(model.counter.count) | Profile \(model.profile.favorites.count)")
      content.child(CounterView(model: model.counter))
      content.child(ProfileView(model: model.profile))
    }
  }

  struct CounterView: LabView {
    let model: Favorites.CounterModel

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
    let model: Favorites.ProfileModel

    func body(_ content: inout ViewContent) {
      content.text(model.favorites.isEmpty ? "No favorites yet" : "Favorites")
      for number in model.favorites {
        content.child(FavoriteRow(number: number, model: model))
      }
    }
  }

  struct FavoriteRow: LabView {
    let number: Int
    let model: Favorites.ProfileModel
    var id: AnyHashable? { number }

    func body(_ content: inout ViewContent) {
      content.text("\(number)")
      content.button("Remove") { model.removeButtonTapped(number) }
    }
  }
}
