import Observation

extension Favorites {
  /// The app as one shared `@Observable` model and two tabs that hold it: no forwarding (views
  /// track what they read) and no sync (there is one list).
  @Observable
  public final class SharedAppModel {
    public let favorites = SharedFavoritesModel()
    public let counter: SharedCounterModel
    public let profile: SharedProfileModel

    public init() {
      counter = SharedCounterModel(favorites: favorites)
      profile = SharedProfileModel(favorites: favorites)
    }
  }
}
