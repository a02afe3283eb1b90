/// The `todos` scenario: todos with a filter (all, active, completed), clear completed, and a
/// completed list cut to three until "See all".
///
/// The store way: the todos are an ``IdentifiedArray``; which of them are visible is derived
/// state (``TodoList/State/visibleTodos``) that the view scopes to, so each visible todo gets a
/// cached store and a todo filtered out leaves the cache (under ``StoreRules/lab``). Renaming a
/// todo re-renders its row only; completing one also re-renders the list, whose "left" count
/// reads every todo's flag.
public enum Todos {}

extension Todos {
  /// Which todos the list shows.
  public enum Filter: String, CaseIterable, Sendable {
    case all, active, completed
  }
}
