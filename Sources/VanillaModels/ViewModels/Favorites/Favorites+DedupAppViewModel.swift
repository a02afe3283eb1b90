extension Favorites {
  /// A stage of the split (docs/walkthrough.md §4, "Guards versus `removeDuplicates`"):
  /// forwarding, and the favorites replayed both ways, the echo cut by `removeDuplicates()`
  /// instead of a guard.
  ///
  /// Correct, but the echo still happens once. After a save, the profile's sink replays the new
  /// favorites back into the counter: an equal assignment, which `@Published` does not check,
  /// so the counter and, forwarded, the parent each send one extra `objectWillChange`. Only then
  /// does the counter's `removeDuplicates()` see the value it has just passed on, and drop it.
  /// A removal in the profile costs the same, the other way round.
  ///
  /// Every sink captures `[weak self]`: the children's publishers keep the sinks alive, so a
  /// strong `self` would be a retain cycle through `cancellables`.
  public final class DedupAppViewModel: ObservableObject {
    public let counter: CounterViewModel
    public let profile: ProfileViewModel

    /// NB: the lab's counting wrapper, for the `sync` column: in an app the sink assigns directly.
    private let replay = Replay(owner: DedupAppViewModel.self)
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

      // NB: `dropFirst()` skips the current value sent on subscribe; `removeDuplicates()` then
      // drops the echo, the value this sink has just passed on.
      counter.$favorites
        .dropFirst()
        .removeDuplicates()
        .sink { [weak self] favorites in self?.replay { self?.profile.favorites = favorites } }
        .store(in: &cancellables)
      profile.$favorites
        .dropFirst()
        .removeDuplicates()
        .sink { [weak self] favorites in self?.replay { self?.counter.favorites = favorites } }
        .store(in: &cancellables)
    }
  }
}
