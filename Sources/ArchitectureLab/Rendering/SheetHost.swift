/// What a sheet's host holds beside the views it shows: the presentation it was shown with (the
/// presenting node's value, the lab's `PresentationStore`) and the root that value made, until
/// the sheet goes (docs/fidelity.md, rule 16). The node holds the current presentation itself.
///
/// NB: the store library's sheet binding captures the `PresentationStore` that made it (1.7.0's
/// `PresentationModifier.swift` line 289), so a root keeps its presentation's stores.
final class SheetHost {
  /// A presentation and the root its body made.
  private typealias Shown = (presentation: AnyLabView, root: ChildViews)

  /// NB: read only by the leak walk: held, so the stores it holds stay alive.
  private var first: Shown?

  /// The presenting node's body, run with `presentation`, made `root`: the sheet shows it.
  func show(_ presentation: AnyLabView, root: ChildViews) {
    if first == nil { first = (presentation, root) }
  }

  /// The sheet goes (its presentation made no root, or the presenting node goes): what the host
  /// held goes too.
  func release() {
    first = nil
  }

  /// Calls `body` with the presentation the host holds and the views of its root, so the leak
  /// walk enters what only the host keeps alive.
  func forEachHeldView(_ body: (any LabView) -> Void) {
    guard let first else { return }
    body(first.presentation.base)
    for index in first.root.indices { body(first.root[index].base) }
  }
}
