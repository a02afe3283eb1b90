import VanillaModels

/// The `favorites` app as vanilla SwiftUI views over one shared favorites object: each view
/// observes its tab's view model and the shared object, whichever it reads.
enum FavoritesSharedModelViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "vanilla/shared-model",
    summary: "both tabs hold one shared favorites object: no copy, no sync",
    expected: .correct,
    sources: .favorites(
      vanilla: [
        "SharedAppViewModel", "SharedCounterViewModel", "SharedProfileViewModel",
        "SharedFavorites",
      ], views: "SharedModel"),
    mount: FavoritesSharedModelViews.mount)

  static func mount() -> Renderer {
    let model = Favorites.SharedAppViewModel()
    return Renderer(
      root: AppView(model: model, counter: model.counter, favorites: model.favorites))
  }

  struct AppView: LabView {
    let model: Favorites.SharedAppViewModel
    @ObservedObject var counter: Favorites.SharedCounterViewModel
    @ObservedObject var favorites: Favorites.SharedFavorites

    func body(_ content: inout ViewContent) {
      content.text("Tabs: Counter \(counter.count) | Profile \(favorites.numbers.count)")
      content.child(CounterView(model: model.counter, favorites: model.favorites))
      content.child(ProfileView(model: model.profile, favorites: model.favorites))
    }
  }

  struct CounterView: LabView {
    @ObservedObject var model: Favorites.SharedCounterViewModel
    @ObservedObject var favorites: Favorites.SharedFavorites

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
    let model: Favorites.SharedProfileViewModel
    @ObservedObject var favorites: Favorites.SharedFavorites

    func body(_ content: inout ViewContent) {
      content.text(favorites.numbers.isEmpty ? "No favorites yet" : "Favorites")
      for number in favorites.numbers {
        content.child(FavoriteRow(number: number, model: model))
      }
    }
  }

  struct FavoriteRow: LabView {
    let number: Int
    let model: Favorites.SharedProfileViewModel
    var id: Int? { number }

    func body(_ content: inout ViewContent) {
      content.text("\(number)")
      content.button("Remove") { model.removeButtonTapped(number) }
    }
  }
}
