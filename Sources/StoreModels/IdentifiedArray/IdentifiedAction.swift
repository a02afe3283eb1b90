/// An action of one element of an ``IdentifiedArray``, tagged with the element's id: what a
/// list sends up for a row.
///
/// ```swift
/// enum Action: CasePathable {
///   case rows(IdentifiedAction<Row.State.ID, Row.Action>)
/// }
/// store.send(.rows(.element(id: 2, action: .incrementButtonTapped)))
/// ```
public enum IdentifiedAction<ID: Hashable, Action>: CasePathable {
  /// The element with `id` sent `action`.
  case element(id: ID, action: Action)

  /// The case paths of ``IdentifiedAction``: none, as `forEach` and the collection scope build
  /// and match `.element(id:action:)` themselves; the type is what ``CasePathable`` asks for.
  public struct AllCasePaths {}

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension IdentifiedAction: Equatable where Action: Equatable {}
