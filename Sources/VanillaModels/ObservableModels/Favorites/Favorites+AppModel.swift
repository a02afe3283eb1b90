import Observation

extension Favorites {
  /// The app as nested `@Observable` models: no forwarding is needed (views track the child
  /// models directly), but the shared favorites are still replayed from one sibling to the other
  /// behind a re-entrancy guard.
  @Observable
  public final class AppModel {
    public let counter = CounterModel()
    public let profile = ProfileModel()
    @ObservationIgnored private let syncGuard = SyncGuard(owner: AppModel.self)

    public init() {
      counter.onFavoritesChange = { [weak self] favorites in
        self?.syncGuard.replay { self?.profile.favorites = favorites }
      }
      profile.onFavoritesChange = { [weak self] favorites in
        self?.syncGuard.replay { self?.counter.favorites = favorites }
      }
    }
  }
}
