extension Favorites {
  /// The guarded app of ``AppViewModel`` (docs/walkthrough.md §11), but the parent forwards
  /// only the child fields its own view shows, the tab bar's `counter.count` and
  /// `profile.favorites`, instead of every `objectWillChange` of both children.
  ///
  /// A change to a field the tab bar does not show (the counter's copy of the favorites) no
  /// longer notifies the parent. The price: a field the tab bar starts to show needs its own
  /// subscription here, or the tab bar goes stale, and nothing reminds anyone to add it.
  ///
  /// Every sink captures `[weak self]`: the children's publishers keep the sinks alive, so a
  /// strong `self` would be a retain cycle through `cancellables`.
  public final class FieldForwardingAppViewModel: ObservableObject {
    public let counter: CounterViewModel
    public let profile: ProfileViewModel

    private let syncGuard = SyncGuard(owner: FieldForwardingAppViewModel.self)
    private var cancellables = Set<AnyCancellable>()

    public init() {
      counter = CounterViewModel()
      profile = ProfileViewModel()

      // NB: `dropFirst()` skips the current value sent on subscribe, which would announce a
      // change that did not happen.
      counter.$count
        .dropFirst()
        .sink { [weak self] _ in self?.objectWillChange.send() }
        .store(in: &cancellables)
      profile.$favorites
        .dropFirst()
        .sink { [weak self] _ in self?.objectWillChange.send() }
        .store(in: &cancellables)

      counter.$favorites
        .dropFirst()
        .sink { [weak self] favorites in
          self?.syncGuard.replay { self?.profile.favorites = favorites }
        }
        .store(in: &cancellables)
      profile.$favorites
        .dropFirst()
        .sink { [weak self] favorites in
          self?.syncGuard.replay { self?.counter.favorites = favorites }
        }
        .store(in: &cancellables)
    }
  }
}
