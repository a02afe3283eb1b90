/// The child views one body run listed, in order, kept as runs of consecutive views of one type.
///
/// A node keeps the views its last body run listed beside its children (``ViewNode``), so the
/// next run's views are matched and compared with them in place: two arrays read side by side,
/// without visiting a child node that has nothing to do.
///
/// NB: a list's rows are many views of one type in a row, and a parent lists every row each time
/// its body runs. Kept in one typed array per run, they cost no allocation per row; a box
/// (``AnyLabView``) is made only for a view a node takes: a new one, or one whose inputs changed.
struct ChildViews {
  /// The runs, in order.
  ///
  /// NB: one array of runs, each with its kind and where it starts, so a body listing a single
  /// child costs few allocations.
  private var runs: [Run] = []
  /// Each view's id, worked out once as the view is added: matching reads it more than once.
  private var ids: [ViewID?] = []
  /// The room each long run of the list the same body made last time leaves for the run in its
  /// place, if of the same kind: an eighth more than it held (``room(for:)``), so a list of
  /// 100,000 rows is one allocation, not seventeen and a copy each.
  ///
  /// NB: sizes only, not the old runs: holding those would keep the views they list alive.
  private var reservations: [(run: Int, kind: ObjectIdentifier, room: Int)] = []

  /// A run this long or longer is reserved for next time.
  private static let reservedRunLength = 64

  /// How many views the body listed.
  var count: Int { ids.count }

  /// How many views the ids' storage and the last run's have room for before they grow (the
  /// last run's counted from the list's first view).
  var capacities: (ids: Int, lastRun: Int?) {
    (ids.capacity, runs.last.map { $0.start + $0.views.capacity })
  }

  /// The children's indices, in order.
  var indices: Range<Int> { 0..<count }

  /// An empty list.
  init() {}

  /// An empty list about to be filled by the body that listed `previous`, sized like it, with
  /// room to spare.
  init(sizedLike previous: ChildViews) {
    guard previous.count >= Self.reservedRunLength else { return }
    ids.reserveCapacity(Self.room(for: previous.count))
    for (index, run) in previous.runs.enumerated() {
      let count = previous.end(ofRun: index) - run.start
      if count >= Self.reservedRunLength {
        reservations.append((index, run.kind.typeID, Self.room(for: count)))
      }
    }
  }

  /// The room reserved for a list or a run that held `count` views last time.
  ///
  /// NB: an eighth more: a list that gained a row since (an add, every step of a growing list)
  /// overflowed a reservation of exactly `count` at its last row and copied every row into a
  /// buffer twice the size: 5 % of the instructions of `vanilla`'s add at 10,000 rows. The
  /// spare eighth, like the room of a list that has since shrunk, is held until the body runs
  /// again; the next run's room follows what that run listed.
  private static func room(for count: Int) -> Int {
    count + count / 8
  }

  /// Adds `view` after the others: to the last run if it is of the same type, else as a new run.
  mutating func append<V: LabView>(_ view: V) {
    // NB: one kind per view type, so a last run of `V`'s type holds `V`s; it grows in place when
    // no copy of the content shares it, which is why it is read in place, never bound to a copy.
    if !runs.isEmpty, runs[runs.count - 1].kind.typeID == ObjectIdentifier(V.self),
      isKnownUniquelyReferenced(&runs[runs.count - 1].views)
    {
      unsafeDowncast(runs[runs.count - 1].views, to: ChildRun<V>.self).append(view)
    } else {
      let kind = ViewKind.of(V.self)
      let run = ChildRun(view, reserving: reservation(forRun: runs.count, of: kind))
      runs.append(Run(views: run, kind: kind, start: count))
    }
    ids.append(ViewID(of: view))
  }

  /// The room for a new run at `index` of `kind`: what the run at that place last time left
  /// for it, if it was of that kind.
  private func reservation(forRun index: Int, of kind: ViewKind) -> Int {
    reservations.first { $0.run == index && $0.kind == kind.typeID }?.room ?? 1
  }

  /// The child at `index`, boxed.
  subscript(index: Int) -> AnyLabView {
    let run = locate(index)
    return runs[run].views.box(at: index - runs[run].start, kind: runs[run].kind, id: ids[index])
  }

  /// The view name of the child at `index`.
  func name(at index: Int) -> String {
    runs[locate(index)].kind.name
  }

  /// The id of the child at `index`.
  func id(at index: Int) -> ViewID? {
    ids[index]
  }

  /// Whether the child at `index` has the same inputs as `other`'s child at `otherIndex`, so the
  /// node showing that one need not run its body again; read in place.
  func hasSameInputs(at index: Int, as other: ChildViews, at otherIndex: Int) -> Bool {
    let run = locate(index)
    let otherRun = other.locate(otherIndex)
    guard runs[run].kind === other.runs[otherRun].kind else { return false }
    return runs[run].views.hasSameInputs(
      at: index - runs[run].start, as: other.runs[otherRun].views,
      at: otherIndex - other.runs[otherRun].start,
      by: runs[run].kind.compare)
  }

  /// How many views, from the first, have the keys of `old`'s views at the same indices.
  ///
  /// NB: read a stretch at a time, each stretch within one run of each side: one kind check,
  /// then the ids alone, side by side.
  func commonKeyPrefix(with old: ChildViews) -> Int {
    let limit = Swift.min(count, old.count)
    var index = 0
    while index < limit {
      let run = locate(index)
      let oldRun = old.locate(index)
      guard Self.sameName(runs[run].kind, old.runs[oldRun].kind) else { return index }
      let end = Swift.min(limit, end(ofRun: run), old.end(ofRun: oldRun))
      while index < end, ids[index] == old.ids[index] { index += 1 }
      if index < end { return index }
    }
    return index
  }

  /// How many views, from the last, have the keys of `old`'s views as far from its end, without
  /// reaching into the first `prefix` of either.
  func commonKeySuffix(with old: ChildViews, above prefix: Int) -> Int {
    let limit = Swift.min(count, old.count) - prefix
    var suffix = 0
    while suffix < limit {
      let index = count - 1 - suffix
      let oldIndex = old.count - 1 - suffix
      let run = locate(index)
      let oldRun = old.locate(oldIndex)
      guard Self.sameName(runs[run].kind, old.runs[oldRun].kind) else { return suffix }
      let stretch = Swift.min(
        limit - suffix, index - runs[run].start + 1, oldIndex - old.runs[oldRun].start + 1)
      var step = 0
      while step < stretch, ids[index - step] == old.ids[oldIndex - step] { step += 1 }
      suffix += step
      if step < stretch { return suffix }
    }
    return suffix
  }

  /// The indices in `range` whose view has other inputs than `old`'s view `shift` places
  /// before: the children whose nodes must take their new view, in order.
  ///
  /// NB: compared a stretch at a time, each within one run of each side, so a run of rows costs
  /// one call and no reference counting per row.
  func indicesWithChangedInputs(
    in range: Range<Int>, comparedWith old: ChildViews, shift: Int
  ) -> [Int] {
    var changed: [Int] = []
    var index = range.lowerBound
    while index < range.upperBound {
      let run = locate(index)
      let oldRun = old.locate(index - shift)
      let end = Swift.min(range.upperBound, end(ofRun: run), old.end(ofRun: oldRun) + shift)
      if runs[run].kind === old.runs[oldRun].kind {
        runs[run].views.appendChanged(
          index..<end, at: index - runs[run].start, comparedWith: old.runs[oldRun].views,
          at: index - shift - old.runs[oldRun].start, by: runs[run].kind.compare, to: &changed)
      } else {
        changed.append(contentsOf: index..<end)
      }
      index = end
    }
    return changed
  }

  /// Whether views of these kinds can share a key: one name.
  private static func sameName(_ kind: ViewKind, _ other: ViewKind) -> Bool {
    kind === other || kind.name == other.name
  }

  /// The index after the last view of the run `run`.
  private func end(ofRun run: Int) -> Int {
    run + 1 < runs.count ? runs[run + 1].start : count
  }

  /// The index of the run holding the child at `index`.
  ///
  /// - Complexity: O(1) for a body that lists views of one type; O(log runs) otherwise.
  private func locate(_ index: Int) -> Int {
    var low = 0
    var high = runs.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if runs[middle].start <= index { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// Consecutive views of one type: the views, their kind, and the index of the first.
  ///
  /// NB: one kind per view type, so two runs of one kind hold views of one type (whose
  /// comparisons may read both in place).
  private struct Run {
    var views: AnyChildRun
    let kind: ViewKind
    let start: Int
  }
}

/// Consecutive child views of one type, whatever the type.
///
/// NB: nonisolated, so the closures it makes are too: a closure made on the main actor checks,
/// on every call, that it runs there, which cost more than comparing two rows.
nonisolated class AnyChildRun {
  /// Compares a view of this run with a view of another run of the same type, in place.
  fileprivate let compareViews:
    (AnyChildRun, Int, AnyChildRun, Int, InputComparison.Compare) -> Bool
  /// Compares a stretch of this run's views with as many of another run of the same type, in
  /// place, and adds the indices (counted from the first index given) of those that differ.
  fileprivate let compareStretch: CompareStretch

  fileprivate typealias CompareStretch = (
    AnyChildRun, Range<Int>, Int, AnyChildRun, Int, InputComparison.Compare, inout [Int]
  ) -> Void

  fileprivate init(
    compareViews: @escaping (AnyChildRun, Int, AnyChildRun, Int, InputComparison.Compare) -> Bool,
    compareStretch: @escaping CompareStretch
  ) {
    self.compareViews = compareViews
    self.compareStretch = compareStretch
  }

  /// The view at `offset`, boxed with its kind (this run's) and its id.
  @MainActor func box(at offset: Int, kind: ViewKind, id: ViewID?) -> AnyLabView {
    fatalError("overridden for each view type")
  }

  /// How many views the run can hold before its storage grows.
  var capacity: Int {
    fatalError("overridden for each view type")
  }

  /// Whether the view at `offset` has the same inputs as `other`'s view at `otherOffset`, by
  /// `compare` (their type's comparison); `other` holds views of this run's type.
  final func hasSameInputs(
    at offset: Int, as other: AnyChildRun, at otherOffset: Int,
    by compare: InputComparison.Compare
  ) -> Bool {
    compareViews(self, offset, other, otherOffset, compare)
  }

  /// Adds to `changed` each index of `indices` whose view, from `offset` on in this run, has
  /// other inputs than its counterpart from `otherOffset` on in `other`, which holds views of
  /// this run's type.
  final func appendChanged(
    _ indices: Range<Int>, at offset: Int, comparedWith other: AnyChildRun, at otherOffset: Int,
    by compare: InputComparison.Compare, to changed: inout [Int]
  ) {
    compareStretch(self, indices, offset, other, otherOffset, compare, &changed)
  }
}

/// Consecutive child views of type `V`.
nonisolated private final class ChildRun<V: LabView>: AnyChildRun {
  // NB: a class's stored property is checked for overlapping access at run time, on every
  // append; only this class touches it, and never while it is being appended to.
  @exclusivity(unchecked) private var views: [V]

  init(_ view: V, reserving capacity: Int) {
    views = []
    views.reserveCapacity(capacity)
    views.append(view)
    // NB: made here, where `V` is known, so the comparison is compiled for `V`; an override of
    // a generic class's method is compiled once, for every type.
    super.init(
      compareViews: { run, offset, other, otherOffset, compare in
        // NB: runs of one type are of one class.
        let run = unsafeDowncast(run, to: ChildRun<V>.self)
        let other = unsafeDowncast(other, to: ChildRun<V>.self)
        return run.views.withUnsafeBufferPointer { views in
          other.views.withUnsafeBufferPointer { otherViews in
            compare(views.baseAddress! + offset, otherViews.baseAddress! + otherOffset)
          }
        }
      },
      compareStretch: { run, indices, offset, other, otherOffset, compare, changed in
        let run = unsafeDowncast(run, to: ChildRun<V>.self)
        let other = unsafeDowncast(other, to: ChildRun<V>.self)
        run.views.withUnsafeBufferPointer { views in
          other.views.withUnsafeBufferPointer { otherViews in
            var view = views.baseAddress! + offset
            var otherView = otherViews.baseAddress! + otherOffset
            for index in indices {
              if !compare(view, otherView) { changed.append(index) }
              view += 1
              otherView += 1
            }
          }
        }
      })
  }

  func append(_ view: V) {
    views.append(view)
  }

  override var capacity: Int { views.capacity }

  @MainActor override func box(at offset: Int, kind: ViewKind, id: ViewID?) -> AnyLabView {
    AnyLabView.make(views[offset], kind: kind, id: id)
  }
}
