/// What a log line of the suite stands for, read from its text alone, so the suite's recorded
/// lines and the lab's are counted by the same rule.
enum SuiteLine: String, CaseIterable {
  /// A view's body ran (`ObservableBasicsView.body`), or a view's own line inside it
  /// (`Store<UUID, Action>`, logged by the legacy list's rows).
  case body
  /// A `ForEach` or `ForEachStore` row closure ran (`….body.ForEach`, `….body.ForEachStore`).
  case rowClosure
  /// A legacy `WithViewStore` ran its body (`WithViewStoreOf<…>.body`).
  case withViewStoreBody
  /// A legacy view store was created (`ViewStoreOf<…>.init`, `View…Store<…>.init`).
  case viewStoreInit
  /// A store was created (`StoreOf<…>.init`).
  case storeInit
  /// A store pushed its new state into a store scoped from it, before 1.5.6
  /// (`StoreOf<Parent>.scope`; only the 1.4.0 recordings have these).
  case statePush
  /// Something was released, a deinit line (`….deinit`; the lab's event is the release, the
  /// report's word the deinit): compared apart from the counted kinds, since a
  /// difference in deinits alone can be declared for a cause of its own
  /// (``KnownDifference/Scope/deinits``).
  case release

  init(_ line: String) {
    if line.hasSuffix(".deinit") {
      self = .release
    } else if line.hasSuffix(".init") {
      self = line.hasPrefix("View") ? .viewStoreInit : .storeInit
    } else if line.hasSuffix(".scope") {
      self = .statePush
    } else if line.hasPrefix("WithView"), line.hasSuffix(".body") {
      self = .withViewStoreBody
    } else if line.hasSuffix(".body.ForEach") || line.hasSuffix(".body.ForEachStore") {
      self = .rowClosure
    } else {
      self = .body
    }
  }

  /// The kinds a step must match in whatever is declared about its releases.
  static let counted: [SuiteLine] = [
    .body, .rowClosure, .withViewStoreBody, .viewStoreInit, .storeInit, .statePush,
  ]

  /// How many of `lines` are of this kind.
  func count(in lines: [String]) -> Int {
    lines.count { SuiteLine($0) == self }
  }
}
