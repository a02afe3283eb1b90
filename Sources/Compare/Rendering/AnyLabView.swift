/// A type-erased ``LabView`` with what the renderer needs: its key, its body, input equality and
/// the `ObservableObject`s it observes.
///
/// What holds for the view's type (its name, its flags, how its inputs compare) is its
/// ``ViewKind``, worked out once per type; a value carries the view, its kind and its id.
struct AnyLabView {
  let kind: ViewKind
  let id: AnyHashable?
  let base: any LabView

  init<V: LabView>(_ view: V) {
    kind = ViewKind.of(V.self)
    id = view.id
    base = view
  }

  var name: String { kind.name }
  var isTransparent: Bool { kind.isTransparent }
  var readsEnvironmentObject: Bool { kind.readsEnvironmentObject }
  var isListRow: Bool { kind.isListRow }

  /// Whether `other` has the same inputs, so an unchanged child need not run its body.
  ///
  /// - Complexity: O(the view's fields), reading them in place.
  func hasSameInputs(as other: AnyLabView) -> Bool {
    kind === other.kind && kind.inputsAreEqual(base, other.base)
  }

  func body(_ content: inout ViewContent) {
    base.body(&content)
  }

  /// `Name` or `Name(id)`: how the view appears in screen paths.
  var label: String {
    id.map { "\(name)(\($0.base))" } ?? name
  }
}
