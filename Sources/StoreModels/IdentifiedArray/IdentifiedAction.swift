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

  /// The case paths of ``IdentifiedAction``: `\.element`, and `\.[id: 2]` for one element.
  public struct AllCasePaths {
    /// Any element's action, with its id.
    public var element: AnyCasePath<IdentifiedAction, (id: ID, action: Action)> {
      AnyCasePath(embed: IdentifiedAction.element) {
        guard case .element(let id, let action) = $0 else { return nil }
        return (id, action)
      }
    }

    /// The actions of the element with `id`.
    public subscript(id id: ID) -> AnyCasePath<IdentifiedAction, Action> {
      AnyCasePath(embed: { .element(id: id, action: $0) }) {
        guard case .element(id, let action) = $0 else { return nil }
        return action
      }
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension IdentifiedAction: Equatable where Action: Equatable {}
