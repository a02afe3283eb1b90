import VanillaModels

/// The `favorites` app as views over `@Observable` tab models that share one favorites model:
/// each body is invalidated only by what it read.
enum FavoritesObservationSharedModelViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "observation/shared-model",
    summary: "@Observable tabs sharing one @Observable favorites model: no sync",
    expected: .correct,
    sources: .favorites(
      observation: [
        "SharedAppModel", "SharedCounterModel", "SharedProfileModel", "SharedFavoritesModel",
      ],
      views: "ObservationSharedModel"),
    mount: FavoritesObservationSharedModelViews.mount)

  static func mount() -> Renderer {
    Renderer(root: AppView(model: Favorites.SharedAppModel()))
  }

  struct AppView: LabView {
    let model: Favorites.SharedAppModel

    func body(_ content: inout ViewContent) {
      content.text(
        "Tabs: Counter \(model.counter.count) | Profile \(model.favorites.numbers.count)")
      content.child(CounterView(model: model.counter))
      content.child(ProfileView(model: model.profile))
    }
  }

  struct CounterView: LabView {
    let model: Favorites.SharedCounterModel

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
    let model: Favorites.SharedProfileModel

    func body(_ content: inout ViewContent) {
      content.text(model.favorites.numbers.isEmpty ? "No favorites yet" : "Favorites")
      for number in model.favorites.numbers {
        content.child(FavoriteRow(number: number, model: model))
      }
    }
  }

  struct FavoriteRow: LabView {
    let number: Int
    let model: Favorites.SharedProfileModel
    var id: Int? { number }

    func body(_ content: inout ViewContent) {
      content.text("\(number)")
      content.button("Remove") { model.removeButtonTapped(number) }
    }
  }
}
