import Observation

/// A live view in the simulated view tree: the latest view value, what its body produced, and
/// its subscriptions.
///
/// A node is invalidated three ways, mirroring SwiftUI: an object it holds as an
/// `@ObservedObject` announces a change (an `ObservableObject`'s `objectWillChange`, whatever
/// property changed, a legacy view store's publish, a ``ViewInvalidating`` hook), something its
/// own last body read through the Observation module changes, or an ancestor's body puts another
/// environment object above a view that reads one. Either way it is only *marked dirty*; the
/// body runs in the next render pass.
final class ViewNode {
  /// The view the node shows; a node only takes views of its key (the view's name and id, see
  /// ``ChildMatching``), so its name and id are its first view's.
  private(set) var view: AnyLabView
  var name: String { view.name }
  var id: ViewID? { view.id }
  private(set) var lines: [String] = []
  private(set) var buttons = Buttons()
  private(set) var fields: [String: (String) -> Void] = [:]
  /// NB: `@exclusivity(unchecked)`, like the flags and pending lists below: a pass reads them
  /// for every node it visits or skips, and the runtime's checks on them were 1.2 % of a fuzz
  /// step of `favorites` (callgrind). No two accesses overlap: each is a read or an in-place
  /// update on the main actor, and the only ones that can run other code are releases (of a
  /// departed node in ``tearDown()`` and `reconcile`, of a replaced view or list of views), from
  /// which a model can reach nothing of the view layer but
  /// ``invalidate(traced:)`` of a live node, which reads no `children` and never climbs into a
  /// torn-down subtree.
  @exclusivity(unchecked) private(set) var children: [ViewNode] = []
  /// The views the last body run listed, one per child, in order: what the next run's views are
  /// matched and compared with.
  ///
  /// NB: a child's inputs are compared with the view its parent last listed for it, not with
  /// the one the node holds: when those two compared equal the node kept its own, and input
  /// equality is an equivalence (a closure is equal to the same code and context), so the
  /// answer is the same, read from one array instead of from every child.
  private var childViews = ChildViews()
  /// NB: `unowned`, not `weak`: a weak reference gives its object a side table, and every
  /// retain and release of a node then takes the runtime's slow path. A node never reads its
  /// parent once torn down: tearing a parent down drops and tears down its children, and the only
  /// other holder of nodes, the bench's `TapFinder`, uses a cached node only while it is live
  /// (``isLive``), and a torn-down node's ``invalidate(traced:)`` returns at once.
  private unowned let parent: ViewNode?
  private unowned let renderer: Renderer
  /// The renderer's count of live nodes; held strongly, since it must outlive the renderer.
  private let liveNodes: LiveNodeCount

  /// Set by an invalidation; cleared when the body runs.
  @exclusivity(unchecked) private(set) var isDirty = false  // NB: unchecked, see ``children``.
  /// Set when the node is new or its parent passed it different inputs.
  @exclusivity(unchecked) private(set) var needsBody = true
  /// The children with something to render below or at them, in the order they asked, so a
  /// pass visits only those when this node's own body does not run (a one-row change does not
  /// scan every row).
  ///
  /// NB: the first is kept apart, so the usual single path to a dirty view allocates nothing.
  /// NB: unchecked, see ``children``.
  @exclusivity(unchecked) private var firstPendingChild: ViewNode?
  @exclusivity(unchecked) private var morePendingChildren: [ViewNode] = []
  /// Whether this node is among its parent's pending children.
  @exclusivity(unchecked) private var isPendingInParent = false
  /// This node's position among its parent's children, to visit pending children in order.
  private var position = 0
  /// The node's path, worked out when first asked: a node never moves to another parent.
  private var cachedPath: String?
  private(set) var isLive = true

  /// Whether the body has run at least once; a list row's first run is preceded by a sizing one.
  private var hasRunBody = false
  /// The object the last body run put in the environment of this subtree.
  private var providedEnvironmentObject: AnyObject?

  /// Whether the views this node shows are a `List`'s or `Form`'s content: its view is a
  /// ``ListContainer``, or it is itself such content and presents nothing (a sheet's or a pushed
  /// screen's content is another screen's).
  private let showsListContent: Bool
  /// Whether this node is a row of a `List`: its view is a row of a `ForEach`
  /// (``LabView/isForEachRow``) and its parent shows a list's content.
  ///
  /// NB: the `List` evaluates a row twice, not the `ForEach`: the same `ForEachStore` in a plain
  /// stack, as the scenarios' `store/legacy` lists are, evaluates an inserted row once, as every
  /// other school's plain stack of rows does.
  private let isListRow: Bool
  /// The children this node stopped showing and keeps for reuse, in the order it kept them (see
  /// ``depart(_:)``): a handful at most, one per branch, so a scan finds one by name and id.
  private var keptChildren: [ViewNode] = []
  /// Whether this node is off screen, kept by its parent for when it shows it again: an
  /// invalidation marks it and its ancestors up to here, and tells its parent nothing.
  private var isKept = false

  /// Whether this view presents a sheet (a `.sheet` ``PresentedContent``): its children are the
  /// sheet's content, which the renderer updates apart (docs/fidelity.md, rule 16).
  private let presentsSheet: Bool
  /// Whether this node's children update in a host of their own before the tree's walk: a
  /// sheet's content (rule 16) or a list row's cell (rule 17 in docs/fidelity.md).
  private var hostsItsChildren: Bool { presentsSheet || isListRow }
  /// The sheet's host, when this view presents a sheet.
  private let sheetHost: SheetHost?

  private var objectSubscriptions: [ObservedObjectSubscription] = []
  /// The storage of the view's `@StateObject`s, as the node's first view made them: every later
  /// value of the view shows these objects.
  private var stateObjects: [any AnyStateObjectSlot] = []
  /// NB: `withObservationTracking` cannot be cancelled; a callback armed by an earlier body (or
  /// for a torn-down node) still fires once. The generation tells current from stale callbacks.
  private var trackingGeneration = 0

  init(view: AnyLabView, parent: ViewNode?, renderer: Renderer) {
    self.view = view
    self.parent = parent
    self.renderer = renderer
    self.liveNodes = renderer.liveNodes
    showsListContent =
      view.kind.isListContainer || (parent?.showsListContent == true && view.presentation == nil)
    isListRow = view.isForEachRow && parent?.showsListContent == true
    presentsSheet = view.presentation == .sheet
    sheetHost = presentsSheet ? SheetHost() : nil
    liveNodes.count += 1
    if hostsItsChildren { liveNodes.hosts += 1 }
    link.node = self
    installStateObjects()
    subscribeToObservedObjects()
  }

  /// What the node's callbacks (observation, observed objects) hold instead of the node: they
  /// may fire after the node has gone, and a weak reference would slow every retain of it.
  private let link = NodeLink()

  isolated deinit {
    link.node = nil
    liveNodes.count -= 1
  }

  /// `Parent/Child(id)` from the root: the view's address on the screen.
  ///
  /// A transparent helper has a path of its own for counting its body runs, but its children's
  /// paths skip it, as the screen does.
  ///
  /// NB: built by interpolation, not by `compactMap` and `joined`: an array and a main-actor
  /// closure per new node, and the closure checked the executor.
  var path: String {
    if let cachedPath { return cachedPath }
    let path: String
    if let prefix = parent?.childPathPrefix {
      path = "\(prefix)/\(view.label)"
    } else {
      path = view.label
    }
    cachedPath = path
    return path
  }

  /// The path this node's children hang under: its own, or its parent's if it is transparent.
  private var childPathPrefix: String? {
    view.isTransparent ? parent?.childPathPrefix : path
  }

  /// Marks the node for the next pass and tells its ancestors a descendant needs a visit.
  ///
  /// - Parameter traced: Whether the renderer's trace hears of the mark; an observation
  ///   callback's mark is not traced, since its `observationChange` event already says it.
  /// - Complexity: O(ancestors not yet told), O(1) amortised.
  func invalidate(traced: Bool = true) {
    guard isLive, !isDirty else { return }
    isDirty = true
    renderer.invalidations &+= 1
    if traced { renderer.trace?(.marked(path)) }
    var child = self
    while !child.isKept, let ancestor = child.parent, !child.isPendingInParent {
      child.isPendingInParent = true
      if ancestor.firstPendingChild == nil {
        ancestor.firstPendingChild = child
      } else {
        ancestor.morePendingChildren.append(child)
      }
      child = ancestor
    }
  }

  /// Visits this subtree in pre-order, running each body that is dirty or has new inputs.
  ///
  /// When the body runs, the children it gave work (new, changed inputs, waiting) are visited,
  /// in order; otherwise only the children on a path to a dirty view, in screen order. A view
  /// that presents a sheet shows its host what its run made (``SheetHost``).
  func visit() {
    // NB: past the runner's time limit the pass stops here, leaving the rest unrendered.
    guard !renderer.isPastDeadline() else { return }
    var visits: ChildVisits?
    if isDirty || needsBody {
      if !hasRunBody, isListRow { runSizingBody() }
      visits = runBody()
      if let sheetHost {
        if children.isEmpty { sheetHost.release() } else { sheetHost.show(view, root: childViews) }
      }
    }
    visitPendingChildren(visits)
  }

  /// Visits the children with work: after a body run, those it gave work and any waiting
  /// (`visits`); otherwise those on a path to a dirty view, in screen order. Then keeps pending
  /// only the children still waiting for a body run.
  ///
  /// NB: the lists are emptied before the visits, so a child marked during them (a sibling's or
  /// a descendant's run invalidated a view below it) is listed again, and may be visited and
  /// rendered later in the same walk: left listed, it cost the turn a pass that ran no body,
  /// and a turn that needed every pass the cap allows was reported as an update loop.
  private func visitPendingChildren(_ visits: ChildVisits?) {
    visitChildrenWithWork(visits)
    if firstPendingChild != nil { dropSettledPendingChildren() }
  }

  private func visitChildrenWithWork(_ visits: ChildVisits?) {
    let first = firstPendingChild
    firstPendingChild = nil
    first?.isPendingInParent = false
    guard morePendingChildren.isEmpty else {
      var pending = morePendingChildren
      morePendingChildren = []
      for child in pending { child.isPendingInParent = false }
      if let first { pending.append(first) }
      if let visits {
        visitChildren(visits)
      } else {
        pending.sort { $0.position < $1.position }
        for child in pending where child.isLive { child.visit() }
      }
      return
    }
    if let visits {
      visitChildren(visits)
    } else if let first, first.isLive {
      first.visit()
    }
  }

  /// Takes out of the pending lists every child with nothing left to render (it was visited
  /// after it was listed) and every torn-down one, keeping the rest in their order.
  private func dropSettledPendingChildren() {
    var pending = morePendingChildren
    if let firstPendingChild { pending.insert(firstPendingChild, at: 0) }
    var kept: [ViewNode] = []
    for child in pending {
      if child.isLive, child.hasPendingWork {
        kept.append(child)
      } else {
        child.isPendingInParent = false
      }
    }
    guard kept.count < pending.count else { return }
    firstPendingChild = kept.first
    morePendingChildren = Array(kept.dropFirst())
  }

  /// The children to visit after a body run: those with work when it reconciled them, and
  /// the renderer's count of invalidations then.
  private struct ChildVisits {
    var invalidations: Int
    var indices: [Int] = []
  }

  /// Updates the content of every sheet and every list row on a path to a view with work, as
  /// their hosts do before the update of the views that show them (rules 16 and 17); the views
  /// outside them are left for that update. A sheet presented from a sheet's content updates
  /// with that content, and a row's content with its cell.
  ///
  /// - Complexity: O(views on the paths to pending views), plus the bodies it runs.
  func visitHostedContent() {
    guard isLive, !renderer.isPastDeadline() else { return }
    if hostsItsChildren { return visitPendingChildren(nil) }
    // NB: the paths stay pending, so the whole tree's walk that follows finds the views outside
    // hosts; one whose host left it nothing to do costs that walk a visit that runs nothing.
    forEachPendingChild { $0.visitHostedContent() }
  }

  /// Calls `body` with each pending child, in screen order, leaving them pending.
  private func forEachPendingChild(_ body: (ViewNode) -> Void) {
    guard let first = firstPendingChild else { return }
    guard !morePendingChildren.isEmpty else { return body(first) }
    let pending = ([first] + morePendingChildren).sorted { $0.position < $1.position }
    for child in pending where child.isLive { body(child) }
  }

  /// Visits the children this node's body run gave work, in order, as visiting every child
  /// would (see NB).
  ///
  /// NB: visiting a child with nothing to do does nothing but read the deadline's clock, so only
  /// the children that had work when they were reconciled are visited, and the clock is read as
  /// often as the visits skipped would have read it. A child can only get work since then by an
  /// invalidation, which the renderer counts: after one, every child from there on is visited.
  private func visitChildren(_ visits: ChildVisits) {
    var next = 0
    for index in visits.indices {
      guard renderer.invalidations == visits.invalidations else { break }
      renderer.passOver(visits: index - next)
      children[index].visit()
      next = index + 1
    }
    guard renderer.invalidations == visits.invalidations else {
      for child in children[next...] { child.visit() }
      return
    }
    renderer.passOver(visits: children.count - next)
  }

  /// Whether this node or any node below it still waits for a body run, as far as
  /// invalidations tell: a child made or given new inputs by a body run that a deadline stopped
  /// before visiting it is not counted (the runner ends the run there).
  var hasPendingWork: Bool {
    isDirty || needsBody || firstPendingChild != nil
  }

  /// Stops every subscription of this subtree; the views are gone from the screen.
  func tearDown() {
    if isLive, hostsItsChildren { liveNodes.hosts -= 1 }
    isLive = false
    objectSubscriptions.removeAll()
    for child in children { child.tearDown() }
    children.removeAll()
    childViews = ChildViews()
    for child in keptChildren { child.tearDown() }
    keptChildren = []
    for kept in stateObjects { kept.uninstall() }
    stateObjects.removeAll()
    sheetHost?.release()
    // NB: a pass stopped at the deadline or the cap leaves children pending; a root kept after
    // its teardown (the suite's popped screen) must not keep them alive.
    firstPendingChild = nil
    morePendingChildren.removeAll()
    isPendingInParent = false
  }

  /// Calls `body` with the path and lines of this view, unless it is transparent, and of every
  /// descendant the screen shows, in screen order.
  func forEachVisibleView(_ body: (String, [String]) -> Void) {
    if !view.isTransparent { body(path, lines) }
    for child in children { child.forEachVisibleView(body) }
  }

  /// Calls `body` with this view's value and every live descendant's, in screen order, then
  /// those of the children it keeps off screen (alive and subscribed: the leak tracker walks
  /// them too).
  func forEachLiveView(_ body: (any LabView) -> Void) {
    body(view.base)
    for child in children { child.forEachLiveView(body) }
    for child in keptChildren { child.forEachLiveView(body) }
    sheetHost?.forEachHeldView(body)
  }

  /// The first live view matching `target`, searching in screen order (the last one for a
  /// `last` target).
  func find(_ target: TapTarget) -> ViewNode? {
    var position = 0
    guard case .last = target else { return find(target, position: &position) }
    return findLast(target, position: &position)
  }

  private func find(_ target: TapTarget, position: inout Int) -> ViewNode? {
    if target.matches(name: name, id: id, position: &position) { return self }
    for child in children {
      if let found = child.find(target, position: &position) { return found }
    }
    return nil
  }

  /// The last match in screen order: the last child subtree's, else this view.
  private func findLast(_ target: TapTarget, position: inout Int) -> ViewNode? {
    for child in children.reversed() {
      if let found = child.findLast(target, position: &position) { return found }
    }
    return target.matches(name: name, id: id, position: &position) ? self : nil
  }

  /// The action a tap performs on this view, or `nil` when the control is not shown.
  func action(for tap: Tap) -> (() -> Void)? {
    Tap.action(for: tap, buttons: buttons, fields: fields)
  }

  /// The subtree as plain values, in screen order.
  func snapshot() -> RenderedView {
    RenderedView(
      name: name, id: id, isTransparent: view.isTransparent,
      presentation: view.presentation, lines: lines, buttons: buttons,
      fields: fields,
      children: children.map { $0.snapshot() })
  }

  /// A `List` evaluates an inserted row's content once to size its cell, then again for the
  /// cell itself: the store library's integration suite recorded two evaluations of the row
  /// closure for one inserted row in both variants (`….body.ForEach`, `….body.ForEachStore`),
  /// with the views the first one made discarded unrendered (a second `WithViewStore` created,
  /// one rendered). This run's output is thrown away; it is a body run all the same.
  private func runSizingBody() {
    renderer.didRunBody(of: self)
    var discarded = ViewContent()
    view.body(&discarded)
  }

  private func runBody() -> ChildVisits {
    isDirty = false
    needsBody = false
    hasRunBody = true
    renderer.didRunBody(of: self)
    trackingGeneration += 1
    let generation = trackingGeneration
    var content = ViewContent(
      sizedLike: childViews, lineCount: lines.count, buttonCount: buttons.count)
    switch renderer.observationTracking {
    case .perBody:
      // NB: only this view's body runs inside its tracking closure; children run in their own
      // scopes later, so the parent never observes what a child reads.
      withObservationTracking {
        view.body(&content)
      } onChange: { [link] in
        MainActor.assumeIsolated { link.node?.observationDidChange(generation: generation) }
      }
    case .none:
      view.body(&content)
    }
    lines = content.lines
    buttons = content.buttons
    fields = content.fields
    provideEnvironmentObject(content.environmentObject)
    return reconcile(content.children)
  }

  /// Keeps the object this body put in the environment; another one than last time (or one
  /// where it put none, or none where it put one) invalidates every view below that reads one,
  /// before the children are reconciled, so a child this body no longer shows is invalidated too
  /// (and runs once more as it goes; see ``depart(_:)``). A first run has no children yet.
  private func provideEnvironmentObject(_ object: AnyObject?) {
    defer { providedEnvironmentObject = object }
    guard providedEnvironmentObject !== object else { return }
    invalidateEnvironmentReadersBelow()
  }

  private func invalidateEnvironmentReaders() {
    if view.readsEnvironmentObject { invalidate() }
    invalidateEnvironmentReadersBelow()
  }

  /// NB: a kept child is still below this view, so it reads the new object too: marked now, it
  /// runs when it is shown again (its invalidation stops at it, ``invalidate(traced:)``).
  private func invalidateEnvironmentReadersBelow() {
    for child in children { child.invalidateEnvironmentReaders() }
    for child in keptChildren { child.invalidateEnvironmentReaders() }
  }

  private func observationDidChange(generation: Int) {
    guard isLive, generation == trackingGeneration else { return }
    renderer.record(name, .observationChange)
    invalidate(traced: false)
  }

  /// Matches the new child views with the live nodes by name and id (and order among equals),
  /// the way SwiftUI keeps identity; unmatched nodes are torn down, new views inserted.
  ///
  /// The rule: each view, in order, takes the earliest unmatched node with its key (see
  /// ``ChildMatching``, which finds the same matches without a table for the children that keep
  /// their order). Matched nodes whose inputs changed take their new view and new ones are made,
  /// in the views' order, then the nodes left over depart.
  ///
  /// NB: keys and inputs are read from ``childViews``, not from the nodes, and the children
  /// that keep their place stay where they are in ``children`` (only the middle
  /// ``ChildMatching`` found is replaced), so an unchanged child's node is not touched at all.
  ///
  /// - Returns: The children to visit next, in order: those with work.
  /// - Complexity: O(children), one key comparison and one input comparison per child that
  ///   keeps its place.
  private func reconcile(_ views: ChildViews) -> ChildVisits {
    var visits = ChildVisits(invalidations: renderer.invalidations)
    // NB: a leaf, the usual view to run: nothing to match, and no array to touch.
    guard views.count > 0 || !children.isEmpty else { return visits }
    let waiting = waitingChildPositions()
    let old = childViews
    let matching = ChildMatching(old: old, new: views)
    let shift = views.count - old.count
    for index in views.indicesWithChangedInputs(
      in: 0..<matching.prefix, comparedWith: old, shift: 0)
    {
      children[index].take(views, at: index)
      visits.indices.append(index)
    }
    var middle: [ViewNode] = []
    middle.reserveCapacity(matching.middle.count)
    for (offset, match) in matching.middle.enumerated() {
      let index = matching.prefix + offset
      guard match >= 0 else {
        if let kept = reinsertKeptChild(views, at: index) {
          middle.append(kept)
          if kept.hasPendingWork { visits.indices.append(index) }
          continue
        }
        middle.append(ViewNode(view: views[index], parent: self, renderer: renderer))
        visits.indices.append(index)
        continue
      }
      if !views.hasSameInputs(at: index, as: old, at: match) {
        children[match].take(views, at: index)
        visits.indices.append(index)
      }
      middle.append(children[match])
    }
    for index in views.indicesWithChangedInputs(
      in: (views.count - matching.suffix)..<views.count, comparedWith: old, shift: shift)
    {
      children[index - shift].take(views, at: index)
      visits.indices.append(index)
    }
    var departing: [ViewNode] = []
    for index in matching.departing { departing.append(children[index]) }
    for node in departing { depart(node) }
    let replaced = matching.prefix..<(old.count - matching.suffix)
    if !replaced.isEmpty || !middle.isEmpty {
      children.replaceSubrange(replaced, with: middle)
      renderer.childrenChanged()
    }
    childViews = views
    // NB: the suffix moves only when the middle changed length.
    let moved = middle.count == replaced.count ? matching.prefix + middle.count : children.count
    for index in matching.prefix..<moved { children[index].position = index }
    guard !waiting.isEmpty else { return visits }
    for position in waiting {
      if let index = matching.newIndex(ofOld: position, shift: shift) {
        visits.indices.append(index)
      }
    }
    visits.indices = Set(visits.indices).sorted()
    return visits
  }

  /// The positions of the children with work from before this body ran: the ones in the
  /// pending lists (``invalidate(traced:)`` puts every child that gets work there).
  private func waitingChildPositions() -> [Int] {
    guard let firstPendingChild else { return [] }
    var positions = [firstPendingChild.position]
    for child in morePendingChildren { positions.append(child.position) }
    return positions
  }

  /// Removes a child the new body no longer shows.
  ///
  /// A child that was invalidated in this turn still runs its body once, with what it last
  /// received, before it goes: SwiftUI updates an invalidated view even as its parent removes
  /// it. The store library's integration suite recorded it in both of its variants: the
  /// departing counter's `ObservableBasicsView.body` when an enum destination is toggled off,
  /// switched or dismissed and when a sheet is dismissed (the view read its parent's optional
  /// field on the way to its state, and that field became `nil`), and the departing `CaseLet`'s
  /// stores and `WithViewStore` body when the legacy `SwitchStore` changes case (its
  /// environment changed). A child that was not invalidated leaves without a run (the legacy
  /// enum's toggle off and the legacy sheet's dismissal record none).
  ///
  /// A `List`'s or `Form`'s content keeps a removed branch (an id-less view, or a `CaseLet`'s
  /// case) alive and subscribed, off screen, and shows the same views again if the branch comes
  /// back (``reinsertKeptChild(_:at:)``); it goes with its parent. See rule 14 in
  /// docs/fidelity.md.
  private func depart(_ node: ViewNode) {
    if node.hasPendingWork { node.visit() }
    // NB: a sheet's or a pushed screen's content is another host's, not the list's.
    guard showsListContent, node.view.presentation == nil,
      node.id == nil || node.view.kind.idNamesBranch
    else {
      node.tearDown()
      return
    }
    node.isKept = true
    keptChildren.append(node)
  }

  /// The kept child with the key of the view at `index`, back on screen with that view: it runs
  /// its body if the view's inputs differ from those it kept, or if it was invalidated while
  /// off screen (``hasPendingWork``); or `nil` if none is kept.
  private func reinsertKeptChild(_ views: ChildViews, at index: Int) -> ViewNode? {
    // NB: a node that keeps nothing, the usual one, reads no name; of several kept with one name
    // and id, the earliest, as ``ChildMatching`` gives equals in order.
    guard !keptChildren.isEmpty else { return nil }
    let (name, id) = (views.name(at: index), views.id(at: index))
    guard let position = keptChildren.firstIndex(where: { $0.name == name && $0.id == id })
    else { return nil }
    let node = keptChildren.remove(at: position)
    node.isKept = false
    // NB: a cold path (a branch coming back), so the view is boxed to compare it, once.
    let view = views[index]
    if !ViewInputs.areEqual(node.view.base, view.base) { node.take(view) }
    return node
  }

  /// Takes the view at `index`, whose inputs differ from this node's view.
  private func take(_ views: ChildViews, at index: Int) {
    take(views[index])
  }

  /// Takes `view`, whose inputs differ from this node's view.
  private func take(_ view: AnyLabView) {
    self.view = view
    needsBody = true
    installStateObjects()
    subscribeToObservedObjects()
  }

  /// Makes the view's state objects, the first time; after that, has the new value show the
  /// ones kept.
  private func installStateObjects() {
    guard let read = view.kind.stateObjectSlots else { return }
    let slots = read(view.base)
    if !stateObjects.isEmpty, adopt(slots) { return }
    // NB: the node's first value, or one of another type under the same name: it makes its own.
    for kept in stateObjects { kept.uninstall() }
    for slot in slots { slot.install() }
    stateObjects = slots
  }

  /// Has each of a later value's `slots` show the object kept at its field; `false` when the
  /// value is of another type under the same name, whose slots cannot.
  // NB: a loop, not `allSatisfy`: a closure this main-actor module hands the standard library
  // checks the executor on every call.
  private func adopt(_ slots: [any AnyStateObjectSlot]) -> Bool {
    guard slots.count == stateObjects.count else { return false }
    for (slot, kept) in zip(slots, stateObjects) where slot !== kept {
      guard slot.adopt(kept) else { return false }
    }
    return true
  }

  private func subscribeToObservedObjects() {
    let objects = ObservedObjectSubscription.observedObjects(of: view)
    guard objects.map(\.id) != objectSubscriptions.map(\.id) else { return }
    objectSubscriptions = objects.map { object in
      object.subscribe { [link] in link.node?.invalidate() }
    }
  }
}

/// A node, for the callbacks that may outlive it: the node clears it as it goes.
private final class NodeLink {
  unowned(unsafe) var node: ViewNode?
}
