extension Favorites {
  /// A stage of the split (docs/walkthrough.md §3, "One-way sync"): forwarding, and the
  /// counter's favorites replayed into the profile — but nothing replays the profile's back.
  ///
  /// Saving on the counter tab shows up in the profile. Removing a number in the profile does
  /// not reach the counter: its button still says *Remove* for that number, and its next save
  /// replays its whole list, bringing the removed number back into the profile.
  ///
  /// Every sink captures `[weak self]`: the children's publishers keep the sinks alive, so a
  /// strong `self` would be a retain cycle through `cancellables`.
  public final class OneWayAppViewModel: ObservableObject {
    public let counter: CounterViewModel
    public let profile: ProfileViewModel

    private var cancellables = Set<AnyCancellable>()
    /// NB: the lab's counting wrapper, for the `sync` column: in an app the sink assigns directly.
    private let replay = Replay(owner: OneWayAppViewModel.self)

    public init() {
      counter = CounterViewModel()
      profile = ProfileViewModel()

      counter.objectWillChange
        .sink { [weak self] _ in self?.objectWillChange.send() }
        .store(in: &cancellables)
      profile.objectWillChange
        .sink { [weak self] _ in self?.objectWillChange.send() }
        .store(in: &cancellables)

      // NB: `dropFirst()` skips the current value sent on subscribe.
      counter.$favorites
        .dropFirst()
        .sink { [weak self] favorites in self?.replay { self?.profile.favorites = favorites } }
        .store(in: &cancellables)
    }
  }
}
