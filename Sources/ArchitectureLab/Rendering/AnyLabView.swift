/// A ``LabView`` value as the renderer holds it: the view, its ``ViewKind`` (what holds for its
/// type: its name, its flags, how its inputs compare) and its id.
///
/// NB: a class, made once per view a node takes (the children a body lists wait in typed runs,
/// ``ChildViews``, until then): a node's view is passed around, and copying a reference costs
/// one retain, where copying the view and its id through an existential costs a call per field.
class AnyLabView {
  let kind: ViewKind
  let id: ViewID?

  fileprivate init(kind: ViewKind, id: ViewID?) {
    self.kind = kind
    self.id = id
  }

  // NB: nonisolated: a main-actor class's deinit first checks that it runs on the main actor,
  // which cost more than the rest of releasing a view.
  nonisolated deinit {}

  /// Wraps `view`.
  static func make<V: LabView>(_ view: V) -> AnyLabView {
    TypedLabView(view, kind: ViewKind.of(V.self), id: ViewID(of: view))
  }

  /// Wraps `view`, whose kind (``ViewKind/of(_:)``) and id are already worked out.
  static func make<V: LabView>(_ view: V, kind: ViewKind, id: ViewID?) -> AnyLabView {
    TypedLabView(view, kind: kind, id: id)
  }

  var name: String { kind.name }
  var isTransparent: Bool { kind.isTransparent }
  var presentation: Presentation? { kind.presentation }
  var readsEnvironmentObject: Bool { kind.readsEnvironmentObject }
  var isForEachRow: Bool { kind.isForEachRow }

  /// The view itself.
  var base: any LabView {
    fatalError("overridden for each view type")
  }

  func body(_ content: inout ViewContent) {
    fatalError("overridden for each view type")
  }

  /// `Name` or `Name(id)`: how the view appears in screen paths.
  var label: String {
    ViewID.label(name: name, id: id)
  }
}

/// A view of type `V`.
private final class TypedLabView<V: LabView>: AnyLabView {
  let view: V

  init(_ view: V, kind: ViewKind, id: ViewID?) {
    self.view = view
    super.init(kind: kind, id: id)
  }

  nonisolated deinit {}

  override var base: any LabView { view }

  override func body(_ content: inout ViewContent) {
    view.body(&content)
  }
}
