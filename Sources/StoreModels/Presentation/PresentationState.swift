/// The store library's `PresentationState` (the storage of `@Presents` and `@PresentationState`),
/// as the view-store API's `PresentationStore` scopes to it: an optional child state, wrapped.
///
/// The lab's features keep the optional itself (an optional field stands for `@Presents`), so
/// only the presentation helpers make stores of this type; they exist for their names. A store
/// of `PresentationState<F.State>` and ``PresentationAction``s of `F.Action` is named
/// `PresentationStoreOf<F>`, as the library names it, and its view store
/// `ViewPresentationStoreOf<F>`.
public struct PresentationState<State> {
  /// The presented state, `nil` while nothing is presented.
  public var wrappedValue: State?

  public init(wrappedValue: State?) {
    self.wrappedValue = wrappedValue
  }
}

extension PresentationState: Equatable where State: Equatable {}

/// The store library's `PresentationAction`: an action of a presented child feature.
///
/// NB: Only `presented`. The library's `dismiss` is sent by the presentation helpers when the
/// user swipes a sheet away, and by the child's `dismiss` effect; the lab has neither, and the
/// conformance mirrors stand a child action in for the effect's `dismiss` (their counters'
/// `dismiss`, sent in a turn of its own, docs/fidelity.md rule 13).
public enum PresentationAction<Action> {
  /// The presented child sent `action`.
  case presented(Action)
}

extension PresentationAction: Equatable where Action: Equatable {}
