import Observation

extension Todos {
  /// The todo list as an `@Observable` model: todos, the filter, and whether the completed list
  /// is shown in full.
  @Observable
  public final class TodosModel {
    /// How many completed todos the completed filter shows before "See all".
    public static let completedPreview = 3

    public private(set) var todos: [TodoModel] = []
    public var filter = Filter.all {
      didSet { showsAllCompleted = false }
    }
    public private(set) var showsAllCompleted = false
    private var nextID = 1

    public init() {}

    public var activeCount: Int { todos.count { !$0.isComplete } }

    /// The todos the list shows for the current filter.
    public var visibleTodos: [TodoModel] {
      switch filter {
      case .all: return todos
      case .active: return todos.filter { !$0.isComplete }
      case .completed:
        let completed = todos.filter(\.isComplete)
        return showsAllCompleted ? completed : Array(completed.prefix(Self.completedPreview))
      }
    }

    /// Whether a "See all" button is needed to show every completed todo.
    public var hasHiddenCompleted: Bool {
      filter == .completed && !showsAllCompleted
        && todos.count(where: \.isComplete) > Self.completedPreview
    }

    public func addButtonTapped() {
      todos.append(TodoModel(id: nextID))
      nextID += 1
    }

    public func clearCompletedButtonTapped() { todos.removeAll(where: \.isComplete) }
    public func seeAllButtonTapped() { showsAllCompleted = true }
  }
}
