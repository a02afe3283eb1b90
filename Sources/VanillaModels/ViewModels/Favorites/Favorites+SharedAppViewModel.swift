extension Favorites {
  /// The app as one shared object and two tabs that hold it: the parent only creates them and
  /// hands both tabs the same ``SharedFavorites``. No forwarding, no sync: each view observes
  /// the objects it reads, the shared one included.
  public final class SharedAppViewModel: ObservableObject {
    public let favorites = SharedFavorites()
    public let counter: SharedCounterViewModel
    public let profile: SharedProfileViewModel

    public init() {
      counter = SharedCounterViewModel(favorites: favorites)
      profile = SharedProfileViewModel(favorites: favorites)
    }
  }
}
