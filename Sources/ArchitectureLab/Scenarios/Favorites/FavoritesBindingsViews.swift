import VanillaModels

/// The `favorites` app as vanilla SwiftUI views over one view model, each tab handed bindings
/// to the fields it shows; the tabs' actions edit the bindings.
enum FavoritesBindingsViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "vanilla/bindings",
    summary: "one view model; each tab handed bindings to its fields, actions in the views",
    expected: .correct,
    sources: .favorites(vanilla: ["BindingsAppViewModel"], views: "Bindings"),
    mount: FavoritesBindingsViews.mount)

  static func mount() -> Renderer {
    Renderer(root: AppView(model: Favorites.BindingsAppViewModel()))
  }

  struct AppView: LabView {
    @ObservedObject var model: Favorites.BindingsAppViewModel

    func body(_ content: inout ViewContent) {
      content.text("Tabs: Counter \(model.count) | Profile \(model.favorites.count)")
      content.child(
        CounterView(count: Binding(model, \.count), favorites: Binding(model, \.favorites)))
      content.child(ProfileView(favorites: Binding(model, \.favorites)))
    }
  }

  struct CounterView: LabView {
    @Binding var count: Int
    @Binding var favorites: [Int]

    func body(_ content: inout ViewContent) {
      content.text("Count: \(count)")
      content.button("-") { count -= 1 }
      content.button("+") { count += 1 }
      if favorites.contains(count) {
        content.button("Remove") { favorites.removeAll { $0 == count } }
      } else {
        content.button("Save") { favorites.append(count) }
      }
    }
  }

  struct ProfileView: LabView {
    @Binding var favorites: [Int]

    func body(_ content: inout ViewContent) {
      content.text(favorites.isEmpty ? "No favorites yet" : "Favorites")
      for number in favorites {
        content.child(FavoriteRow(number: number, favorites: $favorites))
      }
    }
  }

  /// A row is handed the whole list's binding to remove its number from it: a changed list is a
  /// changed input, so every row runs its body again when any favorite is saved or removed.
  struct FavoriteRow: LabView {
    let number: Int
    @Binding var favorites: [Int]
    var id: Int? { number }

    func body(_ content: inout ViewContent) {
      content.text("\(number)")
      content.button("Remove") { favorites.removeAll { $0 == number } }
    }
  }
}
