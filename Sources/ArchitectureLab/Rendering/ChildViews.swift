/// The child views one body run listed, in order, kept as runs of consecutive views of one type.
///
/// A node keeps the views its last body run listed beside its children (``ViewNode``), so the
/// next run's views are matched and compared with them in place: two arrays read side by side,
/// without visiting a child node that has nothing to do.
///
/// NB: a list's rows are many views of one type in a row, and a parent lists every row each time
/// its body runs. Kept in one typed buffer per run, they cost no allocation per row; a box
/// (``AnyLabView``) is made only for a view a node takes: a new one, or one whose inputs changed.
struct ChildViews {
  /// The runs, in order.
  ///
  /// NB: one array of runs, each with its kind and where it starts, so a body listing a single
  /// child costs few allocations.
  private var runs: [Run] = []
  /// The ids of the views whose key is ``otherKey``, in order, with their indices.
  private var otherIDs: [OtherID] = []
  /// The room each long run of the list the same body made last time leaves for the run in its
  /// place, if of the same kind: an eighth more than it held (``room(for:)``), so a list of
  /// 100,000 rows is allocated once (its run, its views' and its keys' buffers), not grown
  /// seventeen times with a copy each.
  ///
  /// NB: sizes only, not the old runs: holding those would keep the views they list alive.
  private var reservations: [(run: Int, kind: ObjectIdentifier, room: Int)] = []

  /// A run this long or longer is reserved for next time.
  private static let reservedRunLength = 64

  /// The key of a view whose id is not an integer, or is this one: its id is in ``otherIDs``.
  ///
  /// NB: computed, so it folds to a constant; a stored static is read through its initialiser's
  /// once-check.
  private static var otherKey: Int { Int.min }

  /// How many views the body listed.
  ///
  /// NB: read from the last run, not stored: a stored count made the list four words, and a
  /// body's content (``ViewContent``) was then copied once as it was made, 400 instructions a
  /// body run (callgrind, the row increment of `ideal/views`).
  var count: Int {
    runs.isEmpty ? 0 : runs[runs.count - 1].start + runs[runs.count - 1].views.count
  }

  /// How many views the last run has room for before it grows, counted from the list's first
  /// view. Tests read it.
  var capacity: Int? {
    runs.last.map { $0.start + $0.views.capacity }
  }

  /// The children's indices, in order.
  var indices: Range<Int> { 0..<count }

  /// An empty list.
  init() {}

  /// An empty list about to be filled by the body that listed `previous`, sized like it, with
  /// room to spare.
  init(sizedLike previous: ChildViews) {
    guard previous.count >= Self.reservedRunLength else { return }
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
  ///
  /// NB: `consuming`, like ``ViewContent/child(_:)``: the body's view moves into the run, where
  /// a borrowed one was copied (a retain per reference it holds) and the body's released.
  mutating func append<V: LabView>(_ view: consuming V) {
    let key = key(of: view)
    // NB: one kind per view type, so a last run of `V`'s type holds `V`s; it grows in place when
    // no copy of the content shares it, which is why it is read in place, never bound to a copy.
    guard !runs.isEmpty, runs[runs.count - 1].kind.typeID == ObjectIdentifier(V.self),
      isKnownUniquelyReferenced(&runs[runs.count - 1].views)
    else { return appendRun(view, key: key) }
    // NB: the run is used unretained (the list holds it), and hands out the slot the view is
    // moved into: a method called on it with the view retained and released it around the call.
    let slot: UnsafeMutablePointer<V> = Self.slot(
      in: Unmanaged.passUnretained(runs[runs.count - 1].views), for: key)
    slot.initialize(to: view)
  }

  /// The slot for the next view of `run`, a run of `V`s, with `key`.
  ///
  /// NB: nonisolated, so its closure is too: a closure made on the main actor checks, on every
  /// call, that it runs there.
  nonisolated private static func slot<V: LabView>(in run: Unmanaged<AnyChildRun>, for key: Int)
    -> UnsafeMutablePointer<V>
  {
    run._withUnsafeGuaranteedRef { unsafeDowncast($0, to: ChildRun<V>.self).slot(for: key) }
  }

  /// Adds `view`, with `key`, as the first of a new run.
  private mutating func appendRun<V: LabView>(_ view: consuming V, key: Int) {
    let start = count
    let kind = ViewKind.of(V.self)
    let run = ChildRun(view, key: key, reserving: reservation(forRun: runs.count, of: kind))
    runs.append(Run(views: run, kind: kind, start: start))
  }

  /// The key of `view`, the next view: its integer id itself, or ``otherKey`` for any other id
  /// (none, a string, another type, or the integer ``otherKey``), then kept in ``otherIDs``.
  ///
  /// NB: kept beside the views, the ids of a list's rows are plain integers: comparing two is
  /// one instruction, and they are freed without visiting each. Kept as `ViewID?`s, they cost an
  /// enum copy to compare and a call each to free: 130 of the 551 instructions an unchanged row
  /// cost `ideal/views` on an add (callgrind).
  @inline(__always)
  private mutating func key<V: LabView>(of view: V) -> Int {
    // NB: for a view whose id is typed `Int`, the usual row, the id is read as it is: no
    // ``ViewID`` is made.
    if V.ID.self == Int.self, let id = unsafeBitCast(view.id, to: Int?.self), id != Self.otherKey {
      return id
    }
    return slowKey(of: view)
  }

  /// The key of `view`, the next view, whose id is not typed `Int` or is ``otherKey``.
  private mutating func slowKey<V: LabView>(of view: V) -> Int {
    let id = ViewID(of: view)
    if case .integer(let integer)? = id, integer != Self.otherKey { return integer }
    otherIDs.append(OtherID(index: count, id: id))
    return Self.otherKey
  }

  /// The room for a new run at `index` of `kind`: what the run at that place last time left
  /// for it, if it was of that kind.
  private func reservation(forRun index: Int, of kind: ViewKind) -> Int {
    reservations.first { $0.run == index && $0.kind == kind.typeID }?.room ?? 1
  }

  /// The child at `index`, boxed.
  subscript(index: Int) -> AnyLabView {
    let run = locate(index)
    return runs[run].views.box(at: index - runs[run].start, kind: runs[run].kind, id: id(at: index))
  }

  /// The view name of the child at `index`.
  func name(at index: Int) -> String {
    runs[locate(index)].kind.name
  }

  /// The id of the child at `index`.
  func id(at index: Int) -> ViewID? {
    let run = locate(index)
    let key = runs[run].views.keys[index - runs[run].start]
    return key == Self.otherKey ? otherID(at: index) : .integer(key)
  }

  /// The id of the child at `index`, whose key is ``otherKey``.
  ///
  /// - Complexity: O(log n), n the views with such a key.
  private func otherID(at index: Int) -> ViewID? {
    var low = 0
    var high = otherIDs.count - 1
    while low < high {
      let middle = (low + high) / 2
      if otherIDs[middle].index < index { low = middle + 1 } else { high = middle }
    }
    return otherIDs[low].id
  }

  /// Whether `key`, the key of the child at `index`, and `oldKey`, the key of `old`'s child at
  /// `oldIndex`, stand for the same id.
  ///
  /// NB: the keys alone for integer ids; a key of ``otherKey`` on both sides reads the ids.
  @inline(__always)
  private func isSameID(
    _ key: Int, at index: Int, as oldKey: Int, of old: ChildViews, at oldIndex: Int
  ) -> Bool {
    key == oldKey && (key != Self.otherKey || otherID(at: index) == old.otherID(at: oldIndex))
  }

  /// The keys of the views of the run `run`, from its first.
  private func keys(ofRun run: Int) -> UnsafePointer<Int> {
    UnsafePointer(runs[run].views.keys)
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
      let keys = keys(ofRun: run) - runs[run].start
      let oldKeys = old.keys(ofRun: oldRun) - old.runs[oldRun].start
      while index < end, isSameID(keys[index], at: index, as: oldKeys[index], of: old, at: index) {
        index += 1
      }
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
      let keys = keys(ofRun: run) + (index - runs[run].start)
      let oldKeys = old.keys(ofRun: oldRun) + (oldIndex - old.runs[oldRun].start)
      var step = 0
      while step < stretch,
        isSameID(keys[-step], at: index - step, as: oldKeys[-step], of: old, at: oldIndex - step)
      {
        step += 1
      }
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
          at: index - shift - old.runs[oldRun].start, by: runs[run].kind.plan, to: &changed)
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

  /// The id of the view at `index`, whose key is ``otherKey``.
  private struct OtherID {
    let index: Int
    let id: ViewID?
  }
}

/// Consecutive child views of one type, whatever the type.
///
/// NB: nonisolated, so the closures it makes are too: a closure made on the main actor checks,
/// on every call, that it runs there, which cost more than comparing two rows.
nonisolated class AnyChildRun {
  /// The run's type's own code, compiled for that type (``ChildRun``).
  fileprivate let witness: Witness

  /// Code for one view type, made where the type is known, so it is compiled for it.
  ///
  /// NB: an override of a generic class's method, and its deinit, are compiled once, for every
  /// type: freeing the views there went through the runtime's generic destroy, a call per view.
  fileprivate struct Witness {
    /// Compares a view of one run with a view of another run of the same type, in place.
    let compareViews: (AnyChildRun, Int, AnyChildRun, Int, InputComparison.Compare) -> Bool
    /// Compares a stretch of one run's views with as many of another run of the same type, in
    /// place, and adds the indices (counted from the first index given) of those that differ.
    let compareStretch: CompareStretch
    /// Frees the run's views.
    let destroy: (AnyChildRun) -> Void
  }

  fileprivate typealias CompareStretch = (
    AnyChildRun, Range<Int>, Int, AnyChildRun, Int, InputComparison.Plan, inout [Int]
  ) -> Void

  /// The views' keys (``ChildViews``), in order.
  final fileprivate(set) var keys: UnsafeMutablePointer<Int>
  /// How many views the run holds.
  @exclusivity(unchecked) final fileprivate var count = 1
  /// How many views the run has room for before it grows.
  @exclusivity(unchecked) final fileprivate var room: Int

  fileprivate init(key: Int, room: Int, witness: Witness) {
    self.room = room
    keys = .allocate(capacity: room)
    keys.initialize(to: key)
    self.witness = witness
  }

  deinit {
    keys.deallocate()
  }

  /// The view at `offset`, boxed with its kind (this run's) and its id.
  @MainActor func box(at offset: Int, kind: ViewKind, id: ViewID?) -> AnyLabView {
    fatalError("overridden for each view type")
  }

  /// How many views the run can hold before its storage grows. Tests read it, through
  /// ``ChildViews/capacity``.
  final var capacity: Int { room }

  /// Whether the view at `offset` has the same inputs as `other`'s view at `otherOffset`, by
  /// `compare` (their type's comparison); `other` holds views of this run's type.
  final func hasSameInputs(
    at offset: Int, as other: AnyChildRun, at otherOffset: Int,
    by compare: InputComparison.Compare
  ) -> Bool {
    witness.compareViews(self, offset, other, otherOffset, compare)
  }

  /// Adds to `changed` each index of `indices` whose view, from `offset` on in this run, has
  /// other inputs than its counterpart from `otherOffset` on in `other`, which holds views of
  /// this run's type, compared by `plan` (their type's).
  final func appendChanged(
    _ indices: Range<Int>, at offset: Int, comparedWith other: AnyChildRun, at otherOffset: Int,
    by plan: InputComparison.Plan, to changed: inout [Int]
  ) {
    witness.compareStretch(self, indices, offset, other, otherOffset, plan, &changed)
  }
}

/// Consecutive child views of type `V`, in storage of its own.
///
/// NB: not an array: an array's storage frees its elements through the runtime's generic
/// destroy, a call per view, where this run's witness (``AnyChildRun/Witness``) releases what
/// each view holds in a loop compiled for `V`.
nonisolated private final class ChildRun<V: LabView>: AnyChildRun {
  // NB: a class's stored property is checked for overlapping access at run time, on every
  // append; only this class touches it, and never while it is being appended to.
  @exclusivity(unchecked) private var views: UnsafeMutablePointer<V>

  init(_ view: consuming V, key: Int, reserving capacity: Int) {
    let room = Swift.max(capacity, 1)
    views = .allocate(capacity: room)
    views.initialize(to: view)
    // NB: made here, where `V` is known, so each closure is compiled for `V`. Runs of one type
    // are of one class, so a run handed another of its type may downcast it unchecked.
    super.init(
      key: key, room: room,
      witness: Witness(
        compareViews: { run, offset, other, otherOffset, compare in
          let run = unsafeDowncast(run, to: ChildRun<V>.self)
          let other = unsafeDowncast(other, to: ChildRun<V>.self)
          return compare(run.views + offset, other.views + otherOffset)
        },
        compareStretch: { run, indices, offset, other, otherOffset, plan, changed in
          let run = unsafeDowncast(run, to: ChildRun<V>.self)
          let other = unsafeDowncast(other, to: ChildRun<V>.self)
          plan.appendChanged(
            indices, run.views + offset, other.views + otherOffset,
            stride: MemoryLayout<V>.stride, to: &changed)
        },
        destroy: { run in
          let run = unsafeDowncast(run, to: ChildRun<V>.self)
          for offset in 0..<run.count { _ = (run.views + offset).move() }
          run.views.deallocate()
        }))
  }

  deinit {
    witness.destroy(self)
  }

  /// Adds `key` and returns where its view goes, uninitialised: the caller moves it there at
  /// once.
  func slot(for key: Int) -> UnsafeMutablePointer<V> {
    if count == room { grow() }
    keys[count] = key
    count += 1
    return views + (count - 1)
  }

  /// Doubles the room, moving the views and their keys.
  private func grow() {
    room *= 2
    let moved = UnsafeMutablePointer<V>.allocate(capacity: room)
    moved.moveInitialize(from: views, count: count)
    views.deallocate()
    views = moved
    let movedKeys = UnsafeMutablePointer<Int>.allocate(capacity: room)
    movedKeys.initialize(from: keys, count: count)
    keys.deallocate()
    keys = movedKeys
  }

  @MainActor override func box(at offset: Int, kind: ViewKind, id: ViewID?) -> AnyLabView {
    AnyLabView.make(views[offset], kind: kind, id: id)
  }
}
