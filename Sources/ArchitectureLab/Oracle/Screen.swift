/// What a turn shows, view by view, keyed by each view's path from the root.
///
/// A view's *output* is its text and the list of its children: a parent whose list gained a row
/// must run its body to produce the row even if its own lines did not change.
struct Screen: Equatable {
  /// One view on screen.
  struct View: Equatable {
    let path: String
    let lines: [String]
    fileprivate(set) var children: [String]
  }

  let views: [View]
  /// Where each path is in ``views``; `nil` for a contestant's screen, which the oracle reads
  /// side by side with the reference's and looks up by path only when they differ, and for a
  /// reference's screen made for the stale check alone.
  private let index: [String: Int]?

  /// The reference's screen: every view of `root`'s tree that the screen shows, as
  /// ``RenderedView/flattened(under:)`` lists them, each with the labels of its
  /// ``RenderedView/visibleChildren``.
  ///
  /// NB: one walk of the tree that makes each view's label once, for its path and its parent's
  /// list of children alike, and copies no rendered view: flattening the tree and listing every
  /// view's children again was a tenth of a fuzz step of `stack` (callgrind).
  ///
  /// - Parameter forFloor: Whether the oracle's floor reads the screen: when it does not (a run
  ///   that counts no renders), each view's list of children and the index by path, which only
  ///   the floor reads, are not made, and the stale check's rare lookup by path indexes the
  ///   screen when it needs to (``positions``).
  init(_ root: RenderedView, forFloor: Bool = true) {
    var walk = Walk(listsChildren: forFloor)
    if root.isTransparent {
      var labels: [String] = []
      walk.appendChildren(of: root, under: nil, labels: &labels)
    } else {
      walk.append(root, path: root.label)
    }
    self.views = walk.views
    index = forFloor ? Self.firstPositions(of: walk.views) : nil
  }

  /// The walk that lists a reference's views.
  private struct Walk {
    /// Whether each view gets the labels of its children.
    let listsChildren: Bool
    var views: [View] = []

    /// Appends `view`, shown at `path`, then the views below it, in screen order.
    mutating func append(_ view: RenderedView, path: String) {
      let position = views.count
      views.append(View(path: path, lines: view.lines, children: []))
      var labels: [String] = []
      appendChildren(of: view, under: path, labels: &labels)
      if listsChildren { views[position].children = labels }
    }

    /// Appends the views `view`'s children show under `path` (a transparent child's own take
    /// their place), adding each one's label to `labels` if the walk lists children.
    mutating func appendChildren(of view: RenderedView, under path: String?, labels: inout [String])
    {
      for child in view.children {
        guard !child.isTransparent else {
          appendChildren(of: child, under: path, labels: &labels)
          continue
        }
        let label = child.label
        if listsChildren { labels.append(label) }
        // NB: no `Optional.map`, for the reason given at ``Oracle/floor(from:to:)``.
        let childPath: String
        if let path { childPath = "\(path)/\(label)" } else { childPath = label }
        append(child, path: childPath)
      }
    }
  }

  /// What a contestant's renderer shows, from its live views, each path built once per view:
  /// the paths and lines the stale check compares, without each view's list of children, which
  /// only the reference's screens need (for the floor).
  init(showing renderer: Renderer) {
    var views: [View] = []
    renderer.forEachVisibleView { path, lines in
      views.append(View(path: path, lines: lines, children: []))
    }
    self.views = views
    index = nil
  }

  /// Where each path's first view is in ``views``. NB: worked out on each call for a
  /// contestant's screen, which keeps no index: ask once for many lookups.
  ///
  /// NB: no `??` and no `Optional.map` here or in the subscript: each takes a closure, which in
  /// this main-actor module checked the executor on every call (see ``Oracle/floor(from:to:)``).
  var positions: [String: Int] {
    if let index { return index }
    return Self.firstPositions(of: views)
  }

  /// Whether no two views have one path, so the view at a position is the first at its path;
  /// `false` for a screen that keeps no index.
  var hasUniquePaths: Bool {
    index?.count == views.count
  }

  /// The first view at `path`, if any.
  subscript(path: String) -> View? {
    guard let position = positions[path] else { return nil }
    return views[position]
  }

  /// NB: a loop, not a `map` into `Dictionary(_:uniquingKeysWith:)`, for the reason given at
  /// ``Oracle/floor(from:to:)``; from the last view back, so the first at a path is written last
  /// and each path is hashed once.
  private static func firstPositions(of views: [View]) -> [String: Int] {
    var positions: [String: Int] = [:]
    positions.reserveCapacity(views.count)
    for position in views.indices.reversed() { positions[views[position].path] = position }
    return positions
  }

  static func == (lhs: Screen, rhs: Screen) -> Bool {
    lhs.views == rhs.views
  }
}
