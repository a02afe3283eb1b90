extension Favorites {
  /// A stage of the split (docs/walkthrough.md §3, "Children in `@Published` properties"): the
  /// children are `@Published` properties of the parent, in the hope that a change inside a
  /// child notifies the parent.
  ///
  /// It does not. A `@Published` property notifies when it is *assigned*, and a child is a
  /// reference: `counter.count += 1` mutates the child without assigning `counter`, so the
  /// parent's `objectWillChange` never fires. The favorites are synced between the siblings as
  /// in ``AppViewModel``, so each tab is right, but a view that observes only the parent — the
  /// tab bar showing `Counter <count> | Profile <n>` — goes stale.
  ///
  /// Every sink captures `[weak self]`: the children's publishers keep the sinks alive, so a
  /// strong `self` would be a retain cycle through `cancellables`.
  public final class PublishedChildrenAppViewModel: ObservableObject {
    @Published public var counter = CounterViewModel()
    @Published public var profile = ProfileViewModel()

    private let syncGuard = SyncGuard(owner: PublishedChildrenAppViewModel.self)
    private var cancellables = Set<AnyCancellable>()

    public init() {
      // NB: the sync is wired to the children created here; assigning a new child later would
      // leave it unsynced, one more way this stage goes wrong that the lab does not exercise.
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
