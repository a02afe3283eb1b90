/// A ``LabView`` value as the renderer holds it: the view, its ``ViewKind`` (what holds for its
/// type: its name, its flags, how its inputs compare) and its id.
///
/// NB: a class, made once per child a body lists: a view is passed around and compared a few
/// times per body run, and copying a reference costs one retain, where copying the view and its
/// id through an existential costs a call per field.
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
    TypedLabView(view)
  }

  var name: String { kind.name }
  var isTransparent: Bool { kind.isTransparent }
  var readsEnvironmentObject: Bool { kind.readsEnvironmentObject }
  var isListRow: Bool { kind.isListRow }

  /// The view itself.
  var base: any LabView {
    fatalError("overridden for each view type")
  }

  /// Whether `other` has the same inputs, so an unchanged child need not run its body.
  ///
  /// - Complexity: O(the view's fields), reading them in place.
  func hasSameInputs(as other: AnyLabView) -> Bool {
    fatalError("overridden for each view type")
  }

  func body(_ content: inout ViewContent) {
    fatalError("overridden for each view type")
  }

  /// `Name` or `Name(id)`: how the view appears in screen paths.
  var label: String {
    guard let id else { return name }
    return "\(name)(\(id))"
  }
}

/// A view of type `V`.
private final class TypedLabView<V: LabView>: AnyLabView {
  let view: V

  init(_ view: V) {
    self.view = view
    var id: ViewID?
    if let viewID = view.id { id = ViewID(viewID) }
    super.init(kind: ViewKind.of(V.self), id: id)
  }

  nonisolated deinit {}

  override var base: any LabView { view }

  override func hasSameInputs(as other: AnyLabView) -> Bool {
    // NB: views of one kind are of one type, stored at the same offset in their boxes: the
    // comparison reads both in place, with no copy.
    guard other.kind === kind else { return false }
    let offset = kind.viewOffset ?? Self.findViewOffset(kind)
    return kind.compare(
      UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()) + offset,
      UnsafeRawPointer(Unmanaged.passUnretained(other).toOpaque()) + offset)
  }

  /// Where `view` is in an instance, found once per type from the class's layout.
  private static func findViewOffset(_ kind: ViewKind) -> Int {
    let offset = ViewKind.storageOffset(of: Self.self)
    kind.viewOffset = offset
    return offset
  }

  override func body(_ content: inout ViewContent) {
    view.body(&content)
  }
}
