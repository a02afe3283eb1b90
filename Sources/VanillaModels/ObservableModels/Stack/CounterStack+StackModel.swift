import Observation

extension CounterStack {
  /// The navigation stack as an `@Observable` model holding an array of screen models.
  ///
  /// NB: `screens` is one tracked property; a push or a pop invalidates every view that read it,
  /// while a screen's count is tracked on the screen model itself.
  @Observable
  public final class StackModel {
    public private(set) var screens: [ScreenModel] = []
    private var nextID = 1

    /// A stack of `size` screens at 0, with ids 1 through `size`, bottom first.
    public init(size: Int = 0) {
      screens = (0..<size).map { ScreenModel(id: $0 + 1) }
      nextID = size + 1
    }

    public func pushButtonTapped() {
      screens.append(ScreenModel(id: nextID))
      nextID += 1
    }

    /// Pops the top screen, if there is one (the button is shown only then).
    public func popButtonTapped() {
      guard !screens.isEmpty else { return }
      screens.removeLast()
    }
  }
}
