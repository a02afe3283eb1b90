extension Todos {
  /// Which todos the list shows; shared by the vanilla and the `@Observable` flavours.
  public enum Filter: String, CaseIterable, Sendable {
    case all, active, completed
  }
}
