extension OptionalChild {
  /// The parent: an optional child it creates and destroys, and whether it shows the child's
  /// count.
  ///
  /// While it shows the count, the parent forwards the child's `objectWillChange` to its own:
  /// a view observing only the parent would otherwise keep showing the count it last read,
  /// since a change inside the child is not a change of `child`. While it does not show the
  /// count, forwarding would only re-render the parent's view for nothing, so the sink drops it.
  ///
  /// The forwarding subscription belongs to the current child: replacing or destroying the
  /// child cancels it, so a destroyed child can no longer reach the parent, and the sink
  /// captures `[weak self]`, since the child's publisher keeps it alive.
  public final class ParentViewModel: ObservableObject {
    @Published public var child: CounterViewModel? {
      didSet { forwardChildChanges() }
    }
    @Published public var observesCount = false

    private var childSubscriptions = Set<AnyCancellable>()

    public init() {}

    public func toggleButtonTapped() {
      child = child == nil ? CounterViewModel() : nil
    }

    public func observeCountButtonTapped() {
      observesCount.toggle()
    }

    private func forwardChildChanges() {
      childSubscriptions.removeAll()
      child?.objectWillChange
        .sink { [weak self] _ in
          guard let self, observesCount else { return }
          objectWillChange.send()
        }
        .store(in: &childSubscriptions)
    }
  }
}
