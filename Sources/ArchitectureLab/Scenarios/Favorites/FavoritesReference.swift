/// The reference `favorites` app: the count, the favorites in the order saved, and the views.
struct FavoritesReference: ReferenceModel {
  enum Action { case increment, decrement, save, remove, removeFavorite(Int) }

  var count = 0
  var favorites: [Int] = []

  mutating func apply(_ action: Action) {
    switch action {
    case .increment: count += 1
    case .decrement: count -= 1
    case .save: favorites.append(count)
    case .remove: favorites.removeAll { $0 == count }
    case .removeFavorite(let number): favorites.removeAll { $0 == number }
    }
  }

  func view(send: @escaping (Action) -> Void) -> AppView {
    AppView(state: self, send: send)
  }

  struct AppView: LabView {
    let state: FavoritesReference
    let send: (Action) -> Void

    func body(_ content: inout ViewContent) {
      content.text("Tabs: Counter \(state.count) | Profile \(state.favorites.count)")
      content.child(
        CounterView(
          count: state.count, isFavorite: state.favorites.contains(state.count), send: send))
      content.child(ProfileView(favorites: state.favorites, send: send))
    }
  }

  struct CounterView: LabView {
    let count: Int
    let isFavorite: Bool
    let send: (Action) -> Void

    func body(_ content: inout ViewContent) {
      content.text("Count: \(count)")
      content.button("-") { send(.decrement) }
      content.button("+") { send(.increment) }
      if isFavorite {
        content.button("Remove") { send(.remove) }
      } else {
        content.button("Save") { send(.save) }
      }
    }
  }

  struct ProfileView: LabView {
    let favorites: [Int]
    let send: (Action) -> Void

    func body(_ content: inout ViewContent) {
      content.text(favorites.isEmpty ? "No favorites yet" : "Favorites")
      for number in favorites {
        content.child(FavoriteRow(number: number, send: send))
      }
    }
  }

  struct FavoriteRow: LabView {
    let number: Int
    let send: (Action) -> Void
    var id: Int? { number }

    func body(_ content: inout ViewContent) {
      content.text("\(number)")
      content.button("Remove") { send(.removeFavorite(number)) }
    }
  }
}
