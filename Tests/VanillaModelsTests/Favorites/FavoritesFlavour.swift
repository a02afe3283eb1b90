import Testing
import VanillaModels

/// Every vanilla view model of the favorites scenario, named as the lab names its contestant.
enum FavoritesFlavour: String, CaseIterable, CustomTestStringConvertible {
  case vanilla = "vanilla"
  case monolith = "vanilla/monolith"
  case publishedChildren = "vanilla/published-children"
  case forwarding = "vanilla/forwarding"
  case oneWay = "vanilla/one-way"
  case unguarded = "vanilla/unguarded"
  case dedup = "vanilla/dedup"
  case fieldForwarding = "vanilla/field-forwarding"
  case sharedModel = "vanilla/shared-model"
  // NB: vanilla/bindings is absent: its actions are written in its views, so its view model
  // has no behaviour to drive here; the lab's tests drive it through the views.

  /// The flavours the lab expects to be correct.
  nonisolated static let correct: [Self] = [
    .vanilla, .monolith, .dedup, .fieldForwarding, .sharedModel,
  ]

  var testDescription: String { rawValue }

  func makeModel() -> any FavoritesModel {
    switch self {
    case .vanilla: Favorites.AppViewModel()
    case .monolith: Favorites.MonolithViewModel()
    case .publishedChildren: Favorites.PublishedChildrenAppViewModel()
    case .forwarding: Favorites.ForwardingAppViewModel()
    case .oneWay: Favorites.OneWayAppViewModel()
    case .unguarded: Favorites.UnguardedAppViewModel()
    case .dedup: Favorites.DedupAppViewModel()
    case .fieldForwarding: Favorites.FieldForwardingAppViewModel()
    case .sharedModel: Favorites.SharedAppViewModel()
    }
  }
}

/// A favorites view model as the tests drive it: tap a button, read both tabs.
protocol FavoritesModel: AnyObject {
  func perform(_ verb: FavoritesVerb)
  var screen: FavoritesScreen { get }
  /// The child view models it owns, so a test can check that they are released with it.
  var children: [AnyObject] { get }
}

/// The API every split app view model offers the lab's views: two children, one per tab.
protocol FavoritesApp: FavoritesModel {
  var counter: Favorites.CounterViewModel { get }
  var profile: Favorites.ProfileViewModel { get }
}

extension FavoritesApp {
  func perform(_ verb: FavoritesVerb) {
    switch verb {
    case .increment: counter.incrementButtonTapped()
    case .decrement: counter.decrementButtonTapped()
    case .save: counter.saveButtonTapped()
    case .remove: counter.removeButtonTapped()
    case .removeFavorite(let number): profile.removeButtonTapped(number)
    }
  }

  var screen: FavoritesScreen {
    FavoritesScreen(
      count: counter.count, counterFavorites: counter.favorites,
      profileFavorites: profile.favorites, isFavorite: counter.isFavorite)
  }

  var children: [AnyObject] { [counter, profile] }
}

extension Favorites.AppViewModel: FavoritesApp {}
extension Favorites.PublishedChildrenAppViewModel: FavoritesApp {}
extension Favorites.ForwardingAppViewModel: FavoritesApp {}
extension Favorites.OneWayAppViewModel: FavoritesApp {}
extension Favorites.UnguardedAppViewModel: FavoritesApp {}
extension Favorites.DedupAppViewModel: FavoritesApp {}
extension Favorites.FieldForwardingAppViewModel: FavoritesApp {}

extension Favorites.SharedAppViewModel: FavoritesModel {
  func perform(_ verb: FavoritesVerb) {
    switch verb {
    case .increment: counter.incrementButtonTapped()
    case .decrement: counter.decrementButtonTapped()
    case .save: counter.saveButtonTapped()
    case .remove: counter.removeButtonTapped()
    case .removeFavorite(let number): profile.removeButtonTapped(number)
    }
  }

  var screen: FavoritesScreen {
    FavoritesScreen(
      count: counter.count, counterFavorites: counter.favorites.numbers,
      profileFavorites: profile.favorites.numbers, isFavorite: counter.isFavorite)
  }

  var children: [AnyObject] { [counter, profile, favorites] }
}

extension Favorites.MonolithViewModel: FavoritesModel {
  func perform(_ verb: FavoritesVerb) {
    switch verb {
    case .increment: incrementButtonTapped()
    case .decrement: decrementButtonTapped()
    case .save: saveButtonTapped()
    case .remove: removeButtonTapped()
    case .removeFavorite(let number): removeFavoriteButtonTapped(number)
    }
  }

  var screen: FavoritesScreen {
    FavoritesScreen(
      count: count, counterFavorites: favorites, profileFavorites: favorites,
      isFavorite: isFavorite)
  }

  var children: [AnyObject] { [] }
}
