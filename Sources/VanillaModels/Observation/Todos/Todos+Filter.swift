extension Todos {
  /// Which todos the list shows.
  public enum Filter: String, CaseIterable, Sendable {
    case all, active, completed
  }
}
