/// What a sheet's host holds beside the views it shows: the presenter value and root it was
/// presented with, and the latest pair it was handed, until the sheet goes (docs/fidelity.md,
/// rule 16).
///
/// NB: the store library's sheet binding captures the `PresentationStore` that made it (1.7.0's
/// `PresentationModifier.swift` line 289), so a root keeps its presenter value's stores.
final class SheetHost {
  /// A presenter value and the root its body made.
  private typealias Handed = (presenter: AnyLabView, root: ChildViews)

  /// NB: never read: held, so the stores they hold stay alive.
  private var first: Handed?
  private var latest: Handed?

  /// The presenter's body, run with `presenter`, made `root`: the sheet shows it.
  func show(_ presenter: AnyLabView, root: ChildViews) {
    let handed = (presenter, root)
    if first == nil { first = handed }
    latest = handed
  }

  /// The sheet goes (its presenter made no root, or the presenter goes): what it held goes too.
  func release() {
    first = nil
    latest = nil
  }
}
