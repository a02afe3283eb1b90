import VanillaModels

/// The `favorites` app as views over nested `@Observable` models: each body is invalidated only
/// by what it read; mounted over each stage's parent in `FavoritesObservationStages.swift`.
enum FavoritesObservationViews {
  /// `observation`, mounted over its stage.
  static let contestant = Contestant(
    name: "observation", summary: "nested @Observable models, guarded sibling sync",
    expected: .correct, sources: .observation("AppModel"),
    mount: { FavoritesObservationViews.mount(.guarded) })

  /// `observation/unguarded`, mounted over its stage.
  static let unguarded = Contestant(
    name: "observation/unguarded",
    summary: "nested @Observable models, two-way replay without a guard", expected: .loop,
    sources: .observation("UnguardedAppModel"),
    mount: { FavoritesObservationViews.mount(.unguarded) })

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
    var id: Int? { number }

    func body(_ content: inout ViewContent) {
      content.text("\(number)")
      content.button("Remove") { model.removeButtonTapped(number) }
    }
  }
}
