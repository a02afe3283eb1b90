/// One step of the favorites script: the user taps one button.
enum FavoritesVerb: Equatable, CustomStringConvertible {
  case increment
  case decrement
  /// The counter tab's *Save*, shown only when the count is not a favorite.
  case save
  /// The counter tab's *Remove*, shown only when the count is a favorite.
  case remove
  /// The profile tab's remove button beside an existing favorite.
  case removeFavorite(Int)

  var description: String {
    switch self {
    case .increment: "increment"
    case .decrement: "decrement"
    case .save: "save"
    case .remove: "remove"
    case .removeFavorite(let number): "remove-favorite \(number)"
    }
  }
}

/// What both tabs of the favorites app show.
struct FavoritesScreen: Equatable {
  var count: Int
  var counterFavorites: [Int]
  var profileFavorites: [Int]
  var isFavorite: Bool
}

/// The plain reference the view models are checked against: one count, one list.
struct FavoritesReference {
  var count = 0
  var favorites: [Int] = []

  var isFavorite: Bool {
    favorites.contains(count)
  }

  var screen: FavoritesScreen {
    FavoritesScreen(
      count: count, counterFavorites: favorites, profileFavorites: favorites,
      isFavorite: isFavorite)
  }

  mutating func perform(_ verb: FavoritesVerb) {
    switch verb {
    case .increment: count += 1
    case .decrement: count -= 1
    case .save: favorites.append(count)
    case .remove: favorites.removeAll { $0 == count }
    case .removeFavorite(let number): favorites.removeAll { $0 == number }
    }
  }

  /// A verb the user could perform now: a kind of verb chosen uniformly among those on screen,
  /// then, for `remove-favorite`, one of the existing favorites.
  func randomVerb(using generator: inout SplitMix64) -> FavoritesVerb {
    var kinds: [FavoritesVerb] = [.increment, .decrement, isFavorite ? .remove : .save]
    if let number = favorites.randomElement(using: &generator) {
      kinds.append(.removeFavorite(number))
    }
    return kinds[Int.random(in: kinds.indices, using: &generator)]
  }
}
