extension CounterStack {
  /// The navigation stack: one screen view model per pushed screen, bottom first.
  ///
  /// The root's view shows only how many screens there are, which changes with `screens`
  /// itself, so nothing inside a screen is forwarded: a tap on a screen re-renders that screen
  /// alone. A popped screen is released with its view, since nothing else holds it.
  public final class StackViewModel: ObservableObject {
    @Published public private(set) var screens: [ScreenViewModel] = []
    private var nextID = 1

    /// A stack of `size` screens at 0, with ids 1 through `size`, bottom first.
    public init(size: Int = 0) {
      screens = (0..<size).map { ScreenViewModel(id: $0 + 1) }
      nextID = size + 1
    }

    public func pushButtonTapped() {
      screens.append(ScreenViewModel(id: nextID))
      nextID += 1
    }

    /// Pops the top screen, if there is one (the button is shown only then).
    public func popButtonTapped() {
      guard !screens.isEmpty else { return }
      screens.removeLast()
    }
  }
}
