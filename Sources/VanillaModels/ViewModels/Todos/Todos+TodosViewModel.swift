extension Todos {
  /// The todo list: the todos' view models, the filter, and whether the completed list is shown
  /// in full.
  ///
  /// The list's view shows how many todos are left and which todos the filter lets through,
  /// both of which depend on every todo's `isComplete`, so the list forwards each todo's
  /// `$isComplete` to its own `objectWillChange`: without it, completing a todo would re-render
  /// its row but leave the count, and the filtered list, as they were. A title is shown only by
  /// its row, so a rename is not forwarded.
  ///
  /// One forwarding subscription per todo, keyed by id: whenever `todos` changes, a removed
  /// todo's subscription is cancelled and a new todo's made, so a cleared todo can no longer
  /// reach the list. The sinks capture `[weak self]`, since the todos keep them alive.
  public final class TodosViewModel: ObservableObject {
    /// How many completed todos the completed filter shows before "See all".
    public static let completedPreview = 3

    @Published public private(set) var todos: [TodoViewModel] = [] {
      didSet { forwardCompletionChanges() }
    }
    /// NB: choosing a filter, even the current one, folds the completed list back to three. That
    /// is a second `@Published` write, so a filter tap sends `objectWillChange` twice, even when
    /// the list was already folded (`@Published` compares nothing); the view re-renders once.
    @Published public var filter = Filter.all {
      didSet { showsAllCompleted = false }
    }
    @Published public private(set) var showsAllCompleted = false

    private var todoCancellables: [TodoViewModel.ID: AnyCancellable] = [:]
    private var nextID = 1

    public init() {}

    public var activeCount: Int {
      todos.count { !$0.isComplete }
    }

    /// The todos the list shows for the current filter.
    public var visibleTodos: [TodoViewModel] {
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
      todos.append(TodoViewModel(id: nextID))
      nextID += 1
    }

    public func clearCompletedButtonTapped() {
      todos.removeAll(where: \.isComplete)
    }

    public func seeAllButtonTapped() {
      showsAllCompleted = true
    }

    /// Keeps exactly one forwarding subscription per todo in `todos`.
    private func forwardCompletionChanges() {
      let ids = Set(todos.map(\.id))
      todoCancellables = todoCancellables.filter { ids.contains($0.key) }
      for todo in todos where todoCancellables[todo.id] == nil {
        // NB: `dropFirst()` skips the current value sent on subscribe.
        todoCancellables[todo.id] = todo.$isComplete
          .dropFirst()
          .sink { [weak self] _ in self?.objectWillChange.send() }
      }
    }
  }
}
