extension Favorites {
  /// The app's state stored once, in the parent: each tab's view is handed bindings to the
  /// fields it shows and edits (`$model.count`, `$model.favorites`) instead of a view model.
  ///
  /// There is nothing to forward and nothing to replay: the favorites exist once. What a
  /// binding carries is state only; the tabs' behaviour (save, remove) has no view model to
  /// live in, so it is written in the views' button actions.
  public final class BindingsAppViewModel: ObservableObject {
    @Published public var count = 0
    @Published public var favorites: [Int] = []

    public init() {}
  }
}
