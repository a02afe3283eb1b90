import Observation

/// A live view in the simulated view tree: the latest view value, what its body produced, and
/// its subscriptions.
///
/// A node is invalidated two ways, mirroring SwiftUI: an `ObservableObject` it observes sends
/// `objectWillChange` (any send, whatever property changed), or something its own last body
/// read through the Observation module changes. Either way it is only *marked dirty*; the body
/// runs in the next render pass.
final class ViewNode {
  let name: String
  let id: AnyHashable?
  private(set) var view: AnyLabView
  private(set) var lines: [String] = []
  private(set) var buttons: [String: () -> Void] = [:]
  private(set) var fields: [String: (String) -> Void] = [:]
  private(set) var children: [ViewNode] = []
  private weak var parent: ViewNode?
  private unowned let renderer: Renderer

  /// Set by an invalidation; cleared when the body runs.
  private(set) var isDirty = false
  /// Set when the node is new or its parent passed it different inputs.
  private(set) var needsBody = true
  /// Set on the ancestors of a dirty node so a pass can skip clean subtrees.
  private var hasDirtyDescendant = false
  private(set) var isLive = true

  private var objectSubscriptions: [ObservedObjectSubscription] = []
  /// NB: `withObservationTracking` cannot be cancelled; a callback armed by an earlier body (or
  /// for a torn-down node) still fires once. The generation tells current from stale callbacks.
  private var trackingGeneration = 0

  init(view: AnyLabView, parent: ViewNode?, renderer: Renderer) {
    self.name = view.name
    self.id = view.id
    self.view = view
    self.parent = parent
    self.renderer = renderer
    subscribeToObservedObjects()
  }

  /// `Parent/Child(id)` from the root: the view's address on the screen.
  ///
  /// A transparent helper has a path of its own for counting its body runs, but its children's
  /// paths skip it, as the screen does.
  var path: String {
    [parent?.childPathPrefix, view.label].compactMap { $0 }.joined(separator: "/")
  }

  /// The path this node's children hang under: its own, or its parent's if it is transparent.
  private var childPathPrefix: String? {
    view.isTransparent ? parent?.childPathPrefix : path
  }

  /// Marks the node for the next pass and tells its ancestors a descendant needs a visit.
  func invalidate() {
    guard isLive, !isDirty else { return }
    isDirty = true
    var ancestor = parent
    while let node = ancestor, !node.hasDirtyDescendant {
      node.hasDirtyDescendant = true
      ancestor = node.parent
    }
  }

  /// Visits this subtree in pre-order, running each body that is dirty or has new inputs.
  func visit() {
    let ranBody = isDirty || needsBody
    if ranBody { runBody() }
    guard ranBody || hasDirtyDescendant else { return }
    hasDirtyDescendant = false
    for child in children { child.visit() }
  }

  /// Whether this node or any node below it still waits for a body run.
  var hasPendingWork: Bool {
    isDirty || needsBody || hasDirtyDescendant
  }

  /// Stops every subscription of this subtree; the views are gone from the screen.
  func tearDown() {
    isLive = false
    objectSubscriptions.removeAll()
    for child in children { child.tearDown() }
    children.removeAll()
  }

  /// Calls `body` with this view's value and every live descendant's, in screen order.
  func forEachLiveView(_ body: (any LabView) -> Void) {
    body(view.base)
    for child in children { child.forEachLiveView(body) }
  }

  /// The first live view matching `target`, searching in screen order.
  func find(_ target: TapTarget) -> ViewNode? {
    var position = 0
    return find(target, position: &position)
  }

  private func find(_ target: TapTarget, position: inout Int) -> ViewNode? {
    if target.matches(name: name, id: id, position: &position) { return self }
    for child in children {
      if let found = child.find(target, position: &position) { return found }
    }
    return nil
  }

  /// The action a tap performs on this view, or `nil` when the control is not shown.
  func action(for tap: Tap) -> (() -> Void)? {
    Tap.action(for: tap, buttons: buttons, fields: fields)
  }

  /// The subtree as plain values, in screen order.
  func snapshot() -> RenderedView {
    RenderedView(
      name: name, id: id, isTransparent: view.isTransparent, lines: lines, buttons: buttons,
      fields: fields,
      children: children.map { $0.snapshot() })
  }

  private func runBody() {
    isDirty = false
    needsBody = false
    renderer.didRunBody(of: self)
    trackingGeneration += 1
    let generation = trackingGeneration
    var content = ViewContent()
    // NB: only this view's body runs inside its tracking closure; children run in their own
    // scopes later, so the parent never observes what a child reads.
    withObservationTracking {
      view.body(&content)
    } onChange: { [weak self] in
      MainActor.assumeIsolated { self?.observationDidChange(generation: generation) }
    }
    lines = content.lines
    buttons = content.buttons
    fields = content.fields
    reconcile(content.children)
  }

  private func observationDidChange(generation: Int) {
    guard isLive, generation == trackingGeneration else { return }
    renderer.record(name, .observationChange)
    invalidate()
  }

  /// Matches the new child views with the live nodes by name and id (and order among equals),
  /// the way SwiftUI keeps identity; unmatched nodes are torn down, new views inserted.
  private func reconcile(_ views: [AnyLabView]) {
    var available: [ChildKey: [ViewNode]] = [:]
    for node in children.reversed() {
      available[ChildKey(node), default: []].append(node)
    }
    var next: [ViewNode] = []
    next.reserveCapacity(views.count)
    for view in views {
      let key = ChildKey(name: view.name, id: view.id)
      if let node = available[key]?.popLast() {
        node.update(view)
        next.append(node)
      } else {
        next.append(ViewNode(view: view, parent: self, renderer: renderer))
      }
    }
    for leftovers in available.values {
      for node in leftovers { node.tearDown() }
    }
    children = next
  }

  private func update(_ newView: AnyLabView) {
    guard !newView.hasSameInputs(as: view) else { return }
    view = newView
    needsBody = true
    subscribeToObservedObjects()
  }

  private func subscribeToObservedObjects() {
    let objects = ObservedObjectSubscription.observedObjects(of: view.base)
    guard objects.map(\.id) != objectSubscriptions.map(\.id) else { return }
    objectSubscriptions = objects.map { object in
      object.subscribe { [weak self] in self?.invalidate() }
    }
  }
}

/// How a child is recognised across body runs: its view name and id.
private struct ChildKey: Hashable {
  let name: String
  let id: AnyHashable?

  init(name: String, id: AnyHashable?) {
    self.name = name
    self.id = id
  }

  init(_ node: ViewNode) {
    self.init(name: node.name, id: node.id)
  }
}
