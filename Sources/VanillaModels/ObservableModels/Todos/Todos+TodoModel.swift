import Observation

extension Todos {
  /// One todo as an `@Observable` model.
  @Observable
  public final class TodoModel: Identifiable {
    public let id: Int
    public var title = "New todo"
    public var isComplete = false

    public init(id: Int) {
      self.id = id
    }

    public func toggleButtonTapped() { isComplete.toggle() }
  }
}
