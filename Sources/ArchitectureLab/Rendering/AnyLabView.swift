/// A type-erased ``LabView`` with what the renderer needs: its key, its body, input equality and
/// the `ObservableObject`s it observes.
struct AnyLabView {
  let name: String
  let id: AnyHashable?
  let isTransparent: Bool
  let readsEnvironmentObject: Bool
  let isListRow: Bool
  let base: any LabView
  private let equals: (any LabView) -> Bool

  init<V: LabView>(_ view: V) {
    name = V.viewName
    id = view.id
    isTransparent = V.isTransparent
    readsEnvironmentObject = V.readsEnvironmentObject
    isListRow = V.isListRow
    base = view
    equals = { other in
      guard let other = other as? V else { return false }
      return ViewInputs.areEqual(view, other)
    }
  }

  /// Whether `other` has the same inputs, so an unchanged child need not run its body.
  func hasSameInputs(as other: AnyLabView) -> Bool {
    equals(other.base)
  }

  func body(_ content: inout ViewContent) {
    base.body(&content)
  }

  /// `Name` or `Name(id)`: how the view appears in screen paths.
  var label: String {
    id.map { "\(name)(\($0.base))" } ?? name
  }
}
