/// A view as it is on screen after a render pass: plain values, no subscriptions.
///
/// Both the contestants' live trees and the reference's fully evaluated tree are turned into
/// rendered views, so the oracle compares them the same way and a script taps either one.
struct RenderedView {
  let name: String
  let id: ViewID?
  var isTransparent = false
  /// How the view's subtree, while it shows a child, is presented (``PresentedContent``).
  var presentation: Presentation?
  let lines: [String]
  let buttons: Buttons
  let fields: [String: (String) -> Void]
  let children: [RenderedView]

  /// `Name` or `Name(id)`.
  var label: String {
    ViewID.label(name: name, id: id)
  }

  /// The action a tap performs on this view, or `nil` when the control is not shown.
  func action(for tap: Tap) -> (() -> Void)? {
    Tap.action(for: tap, buttons: buttons, fields: fields)
  }

  /// Every view of the subtree in screen (pre-)order, with its path from the root.
  /// Transparent helpers are left out; their children take their place.
  ///
  /// - Complexity: O(views × the length of a path).
  func flattened(under parentPath: String? = nil) -> [(path: String, view: RenderedView)] {
    var views: [(path: String, view: RenderedView)] = []
    append(to: &views, under: parentPath)
    return views
  }

  private func append(
    to views: inout [(path: String, view: RenderedView)], under parentPath: String?
  ) {
    guard !isTransparent else {
      for child in children { child.append(to: &views, under: parentPath) }
      return
    }
    let path = parentPath.map { "\($0)/\(label)" } ?? label
    views.append((path, self))
    for child in children { child.append(to: &views, under: path) }
  }

  /// The children as the screen shows them: a transparent child is replaced by its own.
  var visibleChildren: [RenderedView] {
    children.flatMap { $0.isTransparent ? $0.visibleChildren : [$0] }
  }
}
