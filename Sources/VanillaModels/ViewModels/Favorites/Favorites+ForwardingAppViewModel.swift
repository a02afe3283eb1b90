extension Favorites {
  /// A stage of the split (docs/walkthrough.md §3, "Forwarding without sync"): the parent
  /// forwards each child's `objectWillChange`, so the tab bar re-renders, but the siblings are
  /// not synced.
  ///
  /// Each child holds its own copy of `favorites`, and nothing copies one into the other: a
  /// number saved on the counter tab never appears in the profile tab, nor in the tab bar's
  /// count of favorites, and one removed in the profile stays a favorite on the counter tab.
  ///
  /// Every sink captures `[weak self]`: the children's publishers keep the sinks alive, so a
  /// strong `self` would be a retain cycle through `cancellables`.
  public final class ForwardingAppViewModel: ObservableObject {
    public let counter: CounterViewModel
    public let profile: ProfileViewModel

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
    }
  }
}
