import Observation

extension Favorites {
  /// ``AppModel`` without the guard: each tab's favorites replayed into the other directly.
  ///
  /// It looks as if it should settle, since the `@Observable` setter skips equal values. It
  /// skips only the notification: a `didSet` runs on every assignment, so the echo of a save
  /// (the profile's list replayed back into the counter, equal to what the counter has) calls
  /// the counter's callback again, which replays into the profile again, without end.
  @Observable
  public final class UnguardedAppModel {
    public let counter = CounterModel()
    public let profile = ProfileModel()
    /// NB: the lab's counting wrapper, for the `sync` column: in an app the callback assigns
    /// directly.
    @ObservationIgnored private let replay = Replay(owner: UnguardedAppModel.self)

    public init() {
      counter.onFavoritesChange = { [weak self] favorites in
        self?.replay { self?.profile.favorites = favorites }
      }
      profile.onFavoritesChange = { [weak self] favorites in
        self?.replay { self?.counter.favorites = favorites }
      }
    }
  }
}
