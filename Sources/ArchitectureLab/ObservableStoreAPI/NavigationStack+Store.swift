import StoreModels

extension ViewContent {
  /// The store library's `NavigationStack(path:root:destination:)` for an observable store (from
  /// 1.7.0): a stack whose path is a store of identified screens. The view writing this content
  /// is the stack's root.
  ///
  /// The library's initializer puts a `_NavigationDestinationViewModifier` on the root, holding
  /// the store of the path and the app's destination closure (``NavigationDestinationModifier``).
  /// SwiftUI then shows each screen of the path as the destination's view of the screen's
  /// store; the lab lists those views here, after the modifier, as children of the root, as the
  /// suite's navigation screen does (docs/fidelity.md).
  ///
  /// ```swift
  /// content.navigationStack(path: store.scope(state: \.screens, action: \.screens)) {
  ///   ScreenView(store: $0)
  /// }
  /// ```
  mutating func navigationStack<ID, ScreenState, ScreenAction, Destination: LabView>(
    path: StoreCollection<ID, ScreenState, ScreenAction>,
    destination: @escaping (Store<ScreenState, ScreenAction>) -> Destination
  ) {
    child(NavigationDestinationModifier(store: path.store, destination: destination))
    for screen in path {
      child(destination(screen))
    }
  }
}

/// The store library's `_NavigationDestinationViewModifier` (1.7.0 to 1.25.5,
/// `NavigationStack+Observation.swift`), the modifier its `NavigationStack(path:root:destination:)`
/// puts on the stack's root: its body registers the destination for the path's screens.
///
/// Its inputs are the store of the path, which the library keeps in `@State`, and the app's
/// destination closure as the app gave it (and, at 1.25.5, the call site's `fileID`, `filePath`,
/// `line` and `column`, the same on every run). The store is the cached scope of the path, the
/// same object on every run of the root. The closure is stored as given, so a closure that captures
/// nothing is the same code with the same context on every run (`RendererTests`, on the lab's
/// toolchain). So a re-run of the root makes an equal modifier, and its body runs once, when
/// the stack appears (docs/fidelity.md, rule 15).
///
/// A transparent helper: it shows nothing itself.
struct NavigationDestinationModifier<ID: Hashable, ScreenState, ScreenAction, Destination>: LabView
{
  static var viewName: String { "_NavigationDestinationViewModifier" }
  static var isTransparent: Bool { true }

  let store: Store<IdentifiedArray<ID, ScreenState>, IdentifiedAction<ID, ScreenAction>>
  let destination: (Store<ScreenState, ScreenAction>) -> Destination

  func body(_ content: inout ViewContent) {}
}
