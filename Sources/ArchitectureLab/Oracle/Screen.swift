/// What a turn shows, view by view, keyed by each view's path from the root.
///
/// A view's *output* is its text and the list of its children: a parent whose list gained a row
/// must run its body to produce the row even if its own lines did not change.
struct Screen: Equatable {
  /// One view on screen.
  struct View: Equatable {
    let path: String
    let lines: [String]
    let children: [String]
  }

  let views: [View]
  /// Where each path is in ``views``; `nil` for a contestant's screen, which the oracle reads
  /// side by side with the reference's and looks up by path only when they differ.
  private let index: [String: Int]?

  init(_ root: RenderedView) {
    views = root.flattened().map { path, view in
      View(path: path, lines: view.lines, children: view.visibleChildren.map(\.label))
    }
    index = Self.firstPositions(of: views)
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
  var positions: [String: Int] {
    index ?? Self.firstPositions(of: views)
  }

  /// The first view at `path`, if any.
  subscript(path: String) -> View? {
    positions[path].map { views[$0] }
  }

  /// NB: a loop, not a `map` into `Dictionary(_:uniquingKeysWith:)`, for the reason given at
  /// ``Oracle/floor(from:to:)``.
  private static func firstPositions(of views: [View]) -> [String: Int] {
    var positions: [String: Int] = [:]
    positions.reserveCapacity(views.count)
    for (position, view) in views.enumerated() where positions[view.path] == nil {
      positions[view.path] = position
    }
    return positions
  }

  static func == (lhs: Screen, rhs: Screen) -> Bool {
    lhs.views == rhs.views
  }
}
