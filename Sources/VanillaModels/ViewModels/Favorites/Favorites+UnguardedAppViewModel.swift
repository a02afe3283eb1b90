extension Favorites {
  /// A stage of the split (docs/walkthrough.md §3, "Two-way sync without a guard"): forwarding,
  /// and the favorites replayed both ways, with no guard.
  ///
  /// Replaying the counter's new favorites into the profile fires the profile's `$favorites`
  /// sink, which replays them back into the counter, whose sink replays them into the profile,
  /// and so on: every save or remove echoes without end. Real Combine recurses until the stack
  /// overflows; the lab's delivery goes through `NotificationDepth`, which refuses the echo of
  /// an echo (the counter's sink handed the same favorites a third time, nested) and reports the
  /// loop, so the app survives to be measured.
  ///
  /// Every sink captures `[weak self]`: the children's publishers keep the sinks alive, so a
  /// strong `self` would be a retain cycle through `cancellables`.
  public final class UnguardedAppViewModel: ObservableObject {
    public let counter: CounterViewModel
    public let profile: ProfileViewModel

    /// NB: the lab's counting wrapper, for the `sync` column: in an app the sink assigns directly.
    private let replay = Replay(owner: UnguardedAppViewModel.self)
    private var cancellables = Set<AnyCancellable>()

    public init() {
      counter = CounterViewModel()
      profile = ProfileViewModel()

      counter.objectWillChange
        .sink { [weak self] _ in self?.objectWillChange.send() }
        .store(in: &cancellables)
      profile.objectWillChange
        .sink { [weak self] _ in self?.objectWillChange.send() }
        .store(in: &cancellables)

      counter.$favorites
        .dropFirst()
        .sink { [weak self] favorites in self?.replay { self?.profile.favorites = favorites } }
        .store(in: &cancellables)
      profile.$favorites
        .dropFirst()
        .sink { [weak self] favorites in self?.replay { self?.counter.favorites = favorites } }
        .store(in: &cancellables)
    }
  }
}
