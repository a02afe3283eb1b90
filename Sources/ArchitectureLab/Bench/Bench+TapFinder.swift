extension Bench {
  /// Finds the views a bench's steps tap in, searching the tree only when its shape changed
  /// since the last search for the same target.
  ///
  /// NB: a search visits every view before the target, 100,000 at the largest list. Untimed, it
  /// still evicted the caches before every timed step, which made an O(1) row increment 5 to 30
  /// times slower at 100,000 rows than at 1,000 for every contestant, and not for the ideals,
  /// which tap no view. A user's tap searches nothing.
  final class TapFinder {
    let renderer: Renderer
    private var found: [(target: TapTarget, view: ViewNode, shape: Int)] = []
    /// How many times it searched the tree. Tests read it.
    private(set) var searches = 0

    init(_ renderer: Renderer) {
      self.renderer = renderer
    }

    /// The view `target` names: the one found last time while no view's children have changed
    /// since and it is still on screen, else the result of a search.
    func view(for target: TapTarget) -> ViewNode? {
      if let known = found.first(where: { $0.target == target }),
        known.shape == renderer.shapeChanges, known.view.isLive
      {
        return known.view
      }
      found.removeAll { $0.target == target }
      searches += 1
      guard let view = renderer.find(target) else { return nil }
      found.append((target, view, renderer.shapeChanges))
      return view
    }
  }
}
