/// What a turn shows, view by view, keyed by each view's path from the root.
///
/// A view's *output* is its text and the list of its children: a parent whose list gained a row
/// must run its body to produce the row even if its own lines did not change.
struct Screen: Equatable {
  /// One view on screen.
  struct View: Equatable {
    let path: String
    let lines: [String]
    /// The labels of the children the screen shows (a transparent child's own in its place),
    /// which the floor compares.
    fileprivate(set) var children: [String]
  }

  /// One view of a reference's screen as the stale check reads it beside a contestant's live
  /// view (``Oracle/staleViews(shownBy:reference:)``): its name and id, its depth (how many views
  /// the screen shows above it) and its lines.
  ///
  /// Two screens whose views have the same names, ids and depths, position by position, have
  /// the same paths: a view's path is its label under the path of its parent, the last view
  /// before it one level up.
  struct Key {
    let name: String
    let id: ViewID?
    let depth: Int
    let lines: [String]
  }

  /// The views with their paths; empty for a reference's screen made for the stale check alone,
  /// whose ``listed`` screen makes them from its ``keys``.
  let views: [View]
  /// A reference's views as the stale check reads them, in screen order; empty for a
  /// contestant's screen.
  let keys: [Key]
  /// Where each path is in ``views``; `nil` for a contestant's screen, which the oracle reads
  /// side by side with the reference's and looks up by path only when they differ, and for a
  /// reference's screen made for the stale check alone.
  private let index: [String: Int]?

  /// The reference's screen: every view of `root`'s tree that the screen shows, as
  /// ``RenderedView/flattened(under:)`` lists them, each with the labels of its
  /// ``RenderedView/visibleChildren``.
  ///
  /// NB: the views are listed in one walk of the tree that makes each view's label once, for
  /// its path and its parent's list of children alike, and copies no rendered view: flattening
  /// the tree and listing every view's children again was a tenth of a fuzz step of `stack`
  /// (callgrind). The keys are listed in a walk of their own, so a screen whose views are listed
  /// too walks the tree twice: the keys are all a fuzz step needs.
  ///
  /// - Parameter listingViews: Whether the oracle's floor, or an observer shown the screen, reads
  ///   its views: when neither does (a fuzz run), only its ``keys`` are made, with no path,
  ///   list of children or index by path, which only those read; the stale check's rare match
  ///   by path lists the views when it needs them (``listed``).
  init(_ root: RenderedView, listingViews: Bool = true) {
    var keys: [Key] = []
    if root.isTransparent {
      Self.appendKeys(below: root, depth: 0, to: &keys)
    } else {
      keys.append(Key(name: root.name, id: root.id, depth: 0, lines: root.lines))
      Self.appendKeys(below: root, depth: 1, to: &keys)
    }
    self.keys = keys
    guard listingViews else {
      (views, index) = ([], nil)
      return
    }
    var walk = Walk()
    if root.isTransparent {
      var labels: [String] = []
      walk.appendChildren(of: root, under: nil, labels: &labels)
    } else {
      walk.append(root, path: root.label)
    }
    self.views = walk.views
    index = Self.firstPositions(of: walk.views)
  }

  /// Appends the keys of the views `view`'s children show, at `depth`, in screen order (a
  /// transparent child's own take its place).
  private static func appendKeys(below view: RenderedView, depth: Int, to keys: inout [Key]) {
    for child in view.children {
      guard !child.isTransparent else {
        appendKeys(below: child, depth: depth, to: &keys)
        continue
      }
      keys.append(Key(name: child.name, id: child.id, depth: depth, lines: child.lines))
      appendKeys(below: child, depth: depth + 1, to: &keys)
    }
  }

  /// The screen with its views: this one, or, for a screen made for the stale check alone, the
  /// same screen with views made from its ``keys`` (each path from the names, ids and depths,
  /// no list of children, no index).
  var listed: Screen {
    guard views.isEmpty, !keys.isEmpty else { return self }
    var views: [View] = []
    views.reserveCapacity(keys.count)
    // NB: the path of the last view at each depth above the next.
    var above: [String] = []
    for key in keys {
      above.removeSubrange(key.depth..<above.count)
      let label = ViewID.label(name: key.name, id: key.id)
      let path = key.depth == 0 ? label : "\(above[key.depth - 1])/\(label)"
      above.append(path)
      views.append(View(path: path, lines: key.lines, children: []))
    }
    return Screen(views: views, keys: keys)
  }

  /// A screen of `views`, already listed, and their `keys`.
  private init(views: [View], keys: [Key]) {
    (self.views, self.keys, index) = (views, keys, nil)
  }

  /// The walk that lists a reference's views with their paths and children.
  private struct Walk {
    var views: [View] = []

    /// Appends `view`, shown at `path`, then the views below it, in screen order.
    mutating func append(_ view: RenderedView, path: String) {
      let position = views.count
      views.append(View(path: path, lines: view.lines, children: []))
      var labels: [String] = []
      appendChildren(of: view, under: path, labels: &labels)
      views[position].children = labels
    }

    /// Appends the views `view`'s children show under `path` (a transparent child's own take
    /// their place), adding each one's label to `labels`.
    mutating func appendChildren(of view: RenderedView, under path: String?, labels: inout [String])
    {
      for child in view.children {
        guard !child.isTransparent else {
          appendChildren(of: child, under: path, labels: &labels)
          continue
        }
        let label = child.label
        labels.append(label)
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
    keys = []
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

  /// NB: compares the views only: a screen made for the stale check alone has none, so compare
  /// its ``listed`` screen.
  static func == (lhs: Screen, rhs: Screen) -> Bool {
    lhs.views == rhs.views
  }
}
