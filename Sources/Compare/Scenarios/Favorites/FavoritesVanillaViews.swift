import VanillaModels

/// The `favorites` app as vanilla SwiftUI views, each observing its own view model; mounted
/// over each stage's parent in `FavoritesVanillaStages.swift`.
enum FavoritesVanillaViews {
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
