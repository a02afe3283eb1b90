/// Which live node each new child view gets: for each view, in order, the earliest node not yet
/// taken with the view's key (its name and id), or none; the nodes no view took depart. A node
/// is known by the view it was last passed (its parent keeps them: ``ChildViews``), so matching
/// reads two arrays of views and no node.
///
/// The nodes that keep their order are matched without a table: the common prefix, in order,
/// then the common suffix, from the end; only the children between (a row added or removed in
/// the middle, two rows swapped) go through a table by key. Matching the suffix from the end
/// can differ from the rule when keys repeat (two id-less siblings of one name): a node left
/// over, or a view made new, in the middle whose key a suffix node has. Then the rule is
/// applied to everything after the prefix instead.
///
/// - Complexity: O(children); with no repeated keys, one key comparison per child outside the
///   middle and one table insertion and lookup per child in it.
struct ChildMatching {
  /// How many views, from the first, keep the node at their own index.
  private(set) var prefix = 0
  /// How many views, from the last, keep the node as far from the old children's end.
  private(set) var suffix = 0
  /// Per view between the prefix and the suffix, the index of its node among the old children,
  /// or -1 for a new node.
  private(set) var middle: [Int] = []
  /// Indices of the old children no view took, in order.
  private(set) var departing: [Int] = []

  init(old: ChildViews, new views: ChildViews) {
    prefix = views.commonKeyPrefix(with: old)
    guard prefix < old.count || prefix < views.count else { return }
    suffix = views.commonKeySuffix(with: old, above: prefix)
    match(old, prefix..<(old.count - suffix), views, prefix..<(views.count - suffix))
    guard suffix > 0 else { return }
    // NB: loops, not closures: a closure made on the main actor and handed to the standard
    // library checks on each call that it runs there.
    var unmatched: [ChildKey] = []
    for index in departing { unmatched.append(ChildKey(old, at: index)) }
    for (offset, node) in middle.enumerated() where node < 0 {
      unmatched.append(ChildKey(views, at: prefix + offset))
    }
    if Self.anyKey(of: old, in: (old.count - suffix)..<old.count, isIn: unmatched) {
      // NB: the rule, for everything after the prefix: the suffix may not be what it takes.
      suffix = 0
      middle = []
      departing = []
      match(old, prefix..<old.count, views, prefix..<views.count)
    }
  }

  /// The index among the new views of the node at `oldIndex` among the old children, or `nil`
  /// if it departs; `shift` is how many more views there are than old children.
  ///
  /// - Complexity: O(1) outside the middle; O(middle) in it.
  func newIndex(ofOld oldIndex: Int, shift: Int) -> Int? {
    if oldIndex < prefix { return oldIndex }
    if oldIndex >= prefix + middle.count - shift { return oldIndex + shift }
    for (offset, node) in middle.enumerated() where node == oldIndex { return prefix + offset }
    return nil
  }

  /// The rule, by a table, for the nodes `oldRange` and the views `newRange`.
  private mutating func match(
    _ old: ChildViews, _ oldRange: Range<Int>, _ views: ChildViews, _ newRange: Range<Int>
  ) {
    middle = Array(repeating: -1, count: newRange.count)
    guard !oldRange.isEmpty else { return }
    guard !newRange.isEmpty else {
      departing.append(contentsOf: oldRange)
      return
    }
    var available: [ChildKey: [Int]] = [:]
    for index in oldRange.reversed() {
      available[ChildKey(old, at: index), default: []].append(index)
    }
    for index in newRange {
      if let node = available[ChildKey(views, at: index)]?.popLast() {
        middle[index - newRange.lowerBound] = node
      }
    }
    for leftovers in available.values { departing.append(contentsOf: leftovers) }
    // NB: a table's order is its hash seed's, which differs from run to run; the children go in
    // screen order, so a departing child's last body run comes at the same place in every run.
    departing.sort()
  }

  /// Whether any view of `views` in `range` has one of `keys`.
  private static func anyKey(of views: ChildViews, in range: Range<Int>, isIn keys: [ChildKey])
    -> Bool
  {
    guard !keys.isEmpty else { return false }
    if keys.count <= 8 {
      for index in range {
        for key in keys where key.id == views.id(at: index) && key.name == views.name(at: index) {
          return true
        }
      }
      return false
    }
    let set = Set(keys)
    for index in range where set.contains(ChildKey(views, at: index)) { return true }
    return false
  }
}

/// How a child is recognised across body runs: its view name and id.
private struct ChildKey: Hashable {
  let name: String
  let id: ViewID?

  init(_ views: ChildViews, at index: Int) {
    name = views.name(at: index)
    id = views.id(at: index)
  }
}
