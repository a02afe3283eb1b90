extension Todos {
  /// One todo: its row view observes it, so a rename or a toggle re-renders that row.
  public final class TodoViewModel: ObservableObject, Identifiable {
    public let id: Int
    @Published public var title = "New todo"
    @Published public var isComplete = false

    public init(id: Int) {
      self.id = id
    }

    public func toggleButtonTapped() {
      isComplete.toggle()
    }
  }
}
