extension Favorites {
  /// The app as vanilla SwiftUI splits it: a parent owning one child view model per tab (the
  /// split's guarded stage, docs/walkthrough.md §4).
  ///
  /// The parent wires its children by hand, which is what this contestant measures:
  /// - it forwards each child's `objectWillChange` to its own, or views that observe only the
  ///   parent (the tab bar) would never hear about changes inside a child;
  /// - it replays `favorites` from each child into the other (`dropFirst()` skips the current
  ///   value `$favorites` sends on subscribe), and a ``SyncGuard`` stops the echo.
  ///
  /// Every sink captures `[weak self]`: the children's publishers keep the sinks alive, so a
  /// strong `self` would be a retain cycle through `cancellables`.
  public final class AppViewModel: ObservableObject {
    public let counter: CounterViewModel
    public let profile: ProfileViewModel

    private let syncGuard = SyncGuard(owner: AppViewModel.self)
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
