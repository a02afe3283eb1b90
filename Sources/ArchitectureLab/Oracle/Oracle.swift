/// Checks a contestant's screen against the reference after every turn.
///
/// - *Stale*: a view whose text differs from the reference's view at the same path, or a view
///   that is missing or should not be there.
/// - *The floor*: a view needed to run its body iff it was inserted or its reference output (text
///   or list of children) changed. Their count is the floor every contestant is measured against.
/// - *Wasted*: body runs beyond what was needed, view by view.
enum Oracle {
  /// The floor of a turn: the paths of the views that must have run their body.
  ///
  /// NB: a loop, not `filter`: a closure literal here is main-actor isolated, and handed to the
  /// standard library it checked the executor on every view, every step.
  ///
  /// NB: a view is compared with the previous screen's view at its own position when that one
  /// has its path and the previous screen's paths are unique (so it is the first at that path,
  /// the one a lookup finds), with no lookup by path; the rest are looked up.
  static func floor(from previous: Screen?, to current: Screen) -> Set<String> {
    var paths = Set<String>()
    guard let previous else {
      for view in current.views { paths.insert(view.path) }
      return paths
    }
    let sideBySide = previous.hasUniquePaths
    for (position, view) in current.views.enumerated() {
      if sideBySide, position < previous.views.count, previous.views[position].path == view.path {
        if previous.views[position] != view { paths.insert(view.path) }
      } else if previous[view.path] != view {
        paths.insert(view.path)
      }
    }
    return paths
  }

  /// Paths where the contestant shows something other than the reference, in screen order.
  ///
  /// NB: a contestant that shows the right views lists them in the reference's order, so the two
  /// are read side by side, view by view, with no lookup by path; only screens whose paths
  /// differ are matched by path. Two views at one path (siblings of one name without ids) are
  /// then compared by position, where a lookup would find the first of them twice.
  static func staleViews(_ screen: Screen, reference: Screen) -> [String] {
    let reference = reference.listed
    if screen.views.count == reference.views.count {
      var differing: [String] = []
      for (shown, expected) in zip(screen.views, reference.views) {
        guard shown.path == expected.path else { return staleViewsByPath(screen, reference) }
        if shown.lines != expected.lines { differing.append(expected.path) }
      }
      return differing
    }
    return staleViewsByPath(screen, reference)
  }

  /// ``staleViews(_:reference:)`` of what `renderer` shows, read from its live views as they are
  /// walked; `nil` when its paths differ from the reference's, position by position, and the
  /// screens must be matched by path.
  ///
  /// NB: builds no screen (a fuzz run keeps none), and walks the view nodes itself rather than
  /// through ``Renderer/forEachVisibleView(_:)``, whose closure's captured state, read for every
  /// view, cost more than the comparisons (1.7 % of a fuzz step of `stack`).
  ///
  /// NB: each view's name, id and depth are compared with the reference's (``Screen/Key``), not
  /// its path: when every view so far had the reference's at its position, its path is the
  /// reference's too, so a path is made only for a stale view, and the reference's screen needs
  /// none. Comparing paths and making the reference's cost 1.7 % of
  /// `compare fuzz --seed 1 --steps 500` (callgrind).
  static func staleViews(shownBy renderer: Renderer, reference: Screen) -> [String]? {
    var check = SideBySide(reference: reference.keys)
    check.compare(renderer.root, depth: 0)
    guard check.matches, check.position == reference.keys.count else { return nil }
    return check.differing
  }

  /// A contestant's live views read against the reference's, in screen order.
  private struct SideBySide {
    let reference: [Screen.Key]
    /// The reference view the next shown view is compared with.
    var position = 0
    var differing: [String] = []
    /// Whether every view so far had the name, id and depth of the reference's view at its
    /// position, and so its path.
    var matches = true

    /// Compares `node`, unless it is transparent, and the views the screen shows below it, in
    /// the order ``ViewNode/forEachVisibleView(_:)`` lists them, `node` at `depth`; stops at the
    /// first view whose name, id or depth differs.
    mutating func compare(_ node: ViewNode, depth: Int) {
      var below = depth
      if !node.view.isTransparent {
        guard position < reference.count, Self.isShowing(reference[position], node, depth: depth)
        else {
          matches = false
          return
        }
        if reference[position].lines != node.lines { differing.append(node.path) }
        position += 1
        below += 1
      }
      for child in node.children {
        compare(child, depth: below)
        guard matches else { return }
      }
    }

    /// Whether `node`, at `depth`, shows the view `key` stands for: the same depth, name and id.
    ///
    /// NB: ids other than two integers are compared as a path prints them, so views that match
    /// have the same label, as views whose paths matched had: two ids that compare equal may
    /// print differently (an `AnyHashable` of `1` and of `1.0`).
    private static func isShowing(_ key: Screen.Key, _ node: ViewNode, depth: Int) -> Bool {
      guard key.depth == depth, key.name == node.name else { return false }
      switch (key.id, node.id) {
      case (nil, nil): return true
      case (.integer(let expected)?, .integer(let shown)?): return expected == shown
      case (let expected?, let shown?): return expected.description == shown.description
      default: return false
      }
    }
  }

  /// ``staleViews(_:reference:)`` for screens whose paths differ: each reference view is found
  /// by path.
  ///
  /// NB: two views at one path (siblings of one name without ids) are each compared with the
  /// contestant's first view at that path, so here a second copy that differs or is missing is
  /// not reported. No scenario shows such siblings; one that does should match the n-th view at
  /// a path with the n-th (`OracleTests` pins today's reading).
  ///
  /// NB: each screen's index is asked for once: a screen that keeps none works it out per ask.
  private static func staleViewsByPath(_ screen: Screen, _ reference: Screen) -> [String] {
    let shown = screen.positions
    let expected = reference.positions
    let differing = reference.views.filter { view in
      shown[view.path].map { screen.views[$0].lines } != view.lines
    }.map(\.path)
    let extra = screen.views.filter { expected[$0.path] == nil }.map(\.path)
    return differing + extra
  }

  /// Body runs beyond the needed ones, per view path: runs minus one if it needed a run. Views
  /// that wasted nothing are left out.
  static func wastedRenders(bodyRuns: [String: Int], needed: Set<String>) -> [String: Int] {
    // NB: a loop, not `reduce(into:)`, for the reason given at ``Timeline/events``.
    var wasted: [String: Int] = [:]
    for (path, runs) in bodyRuns {
      let extra = runs - (needed.contains(path) ? 1 : 0)
      if extra > 0 { wasted[path] = extra }
    }
    return wasted
  }
}
