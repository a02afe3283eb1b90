extension Todos {
  /// The list: its todos, a filter, and whether every completed todo is shown.
  public struct TodoList: Reducer {
    /// How many completed todos the completed filter shows before "See all".
    public static let completedPreview = 3

    /// The todos, the filter, and the id the next todo gets.
    ///
    /// Observed: every stored field (`@ObservableState`, expanded at the bottom).
    public struct State: ObservableStruct, Equatable {
      fileprivate var _todos: IdentifiedArrayOf<Todo.State>
      fileprivate var _filter: Filter
      /// Whether the completed filter shows every completed todo rather than the first three.
      fileprivate var _showsAllCompleted: Bool
      fileprivate var _nextID: Int
      public var _$observationRegistrar = ObservationStateRegistrar()

      /// How many todos are not complete.
      public var activeCount: Int {
        todos.count { !$0.isComplete }
      }

      /// The todos the filter shows, in order: derived on each read.
      public var visibleTodos: IdentifiedArrayOf<Todo.State> {
        switch filter {
        case .all:
          return todos
        case .active:
          return IdentifiedArray(uniqueElements: todos.filter { !$0.isComplete })
        case .completed:
          let completed = todos.filter(\.isComplete)
          return IdentifiedArray(
            uniqueElements: showsAllCompleted ? completed[...] : completed.prefix(completedPreview))
        }
      }

      /// Whether the completed filter is hiding completed todos behind "See all".
      public var hasHiddenCompleted: Bool {
        filter == .completed && !showsAllCompleted
          && todos.count(where: \.isComplete) > completedPreview
      }

      public init(
        todos: IdentifiedArrayOf<Todo.State> = [], filter: Filter = .all,
        showsAllCompleted: Bool = false, nextID: Int = 1
      ) {
        self._todos = todos
        self._filter = filter
        self._showsAllCompleted = showsAllCompleted
        self._nextID = nextID
      }
    }

    /// The list's buttons, and each todo's actions in `todos`.
    public enum Action: Equatable {
      case addButtonTapped
      case clearCompletedButtonTapped
      case filterPicked(Filter)
      case seeAllButtonTapped
      case todos(IdentifiedAction<Todo.State.ID, Todo.Action>)
    }

    public init() {}

    public var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .addButtonTapped:
          state.todos.append(Todo.State(id: state.nextID, title: "New todo"))
          state.nextID += 1
        case .clearCompletedButtonTapped:
          state.todos.removeAll(where: \.isComplete)
        case .filterPicked(let filter):
          state.filter = filter
          state.showsAllCompleted = false
        case .seeAllButtonTapped:
          state.showsAllCompleted = true
        case .todos:
          break
        }
      }
      .forEach(\.todos, action: \.todos) { Todo() }
    }
  }
}

// MARK: - @ObservableState and @CasePathable, expanded by hand

extension Todos.TodoList.State {
  public var todos: IdentifiedArrayOf<Todos.Todo.State> {
    get { self[tracking: \._todos, \.todos] }
    set { self[tracking: \._todos, \.todos] = newValue }
    _modify { yield &self[tracking: \._todos, \.todos] }
  }

  public var filter: Todos.Filter {
    get { self[tracking: \._filter, \.filter] }
    set { self[tracking: \._filter, \.filter] = newValue }
    _modify { yield &self[tracking: \._filter, \.filter] }
  }

  public var showsAllCompleted: Bool {
    get { self[tracking: \._showsAllCompleted, \.showsAllCompleted] }
    set { self[tracking: \._showsAllCompleted, \.showsAllCompleted] = newValue }
    _modify { yield &self[tracking: \._showsAllCompleted, \.showsAllCompleted] }
  }

  public var nextID: Int {
    get { self[tracking: \._nextID, \.nextID] }
    set { self[tracking: \._nextID, \.nextID] = newValue }
    _modify { yield &self[tracking: \._nextID, \.nextID] }
  }
}

extension Todos.TodoList.Action: CasePathable {
  /// The case paths of ``Action``: `\.todos`.
  public struct AllCasePaths {
    public var todos:
      AnyCasePath<Todos.TodoList.Action, IdentifiedAction<Todos.Todo.State.ID, Todos.Todo.Action>>
    {
      AnyCasePath(embed: Todos.TodoList.Action.todos) {
        guard case .todos(let action) = $0 else { return nil }
        return action
      }
    }
  }

  public static let allCasePaths = AllCasePaths()
}
