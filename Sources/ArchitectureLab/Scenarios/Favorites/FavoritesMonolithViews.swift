import VanillaModels

/// The `favorites` app over one view model: the tab bar and both tabs observe the whole app's
/// state; a row holds the model, to send its tap, without observing it.
enum FavoritesMonolithViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "vanilla/monolith", summary: "one view model for the whole app", expected: .correct,
    sources: .favorites(vanilla: ["MonolithViewModel"], views: "Monolith"),
    mount: FavoritesMonolithViews.mount)

  static func mount() -> Renderer {
    Renderer(root: AppView(model: Favorites.MonolithViewModel()))
  }

  struct AppView: LabView {
    @ObservedObject var model: Favorites.MonolithViewModel

    func body(_ content: inout ViewContent) {
      content.text("Tabs: Counter \(model.count) | Profile \(model.favorites.count)")
      content.child(CounterView(model: model))
      content.child(ProfileView(model: model))
    }
  }

  struct CounterView: LabView {
    @ObservedObject var model: Favorites.MonolithViewModel

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
    @ObservedObject var model: Favorites.MonolithViewModel

    func body(_ content: inout ViewContent) {
      content.text(model.favorites.isEmpty ? "No favorites yet" : "Favorites")
      for number in model.favorites {
        content.child(FavoriteRow(number: number, model: model))
      }
    }
  }

  struct FavoriteRow: LabView {
    let number: Int
    let model: Favorites.MonolithViewModel
    var id: Int? { number }

    func body(_ content: inout ViewContent) {
      content.text("\(number)")
      content.button("Remove") { model.removeFavoriteButtonTapped(number) }
    }
  }
}
