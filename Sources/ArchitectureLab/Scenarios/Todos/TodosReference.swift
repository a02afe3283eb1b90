/// The reference `todos` app: todos with a filter (all, active, completed), clear completed,
/// and a completed list cut to three until "See all".
struct TodosReference: ReferenceModel {
  enum Filter: String, CaseIterable { case all, active, completed }
  enum Action {
    case add, rename(id: Int, String), toggle(id: Int), filter(Filter), clearCompleted, seeAll
  }

  struct Todo: Equatable {
    let id: Int
    var title: String
    var isComplete: Bool
  }

  var todos: [Todo] = []
  var filter = Filter.all
  var showsAllCompleted = false
  var nextID = 1
  /// How many completed todos the completed filter shows before "See all".
  static let completedPreview = 3

  mutating func apply(_ action: Action) {
    switch action {
    case .add:
      todos.append(Todo(id: nextID, title: "New todo", isComplete: false))
      nextID += 1
    case .rename(let id, let title): update(id) { $0.title = title }
    case .toggle(let id): update(id) { $0.isComplete.toggle() }
    case .filter(let filter):
      self.filter = filter
      showsAllCompleted = false
    case .clearCompleted: todos.removeAll(where: \.isComplete)
    case .seeAll: showsAllCompleted = true
    }
  }

  private mutating func update(_ id: Int, _ change: (inout Todo) -> Void) {
    if let index = todos.firstIndex(where: { $0.id == id }) { change(&todos[index]) }
  }

  func view(send: @escaping (Action) -> Void) -> TodosView {
    TodosView(state: self, send: send)
  }

  struct TodosView: LabView {
    let state: TodosReference
    let send: (Action) -> Void

    func body(_ content: inout ViewContent) {
      content.text("\(state.todos.filter { !$0.isComplete }.count) left")
      content.button("Add") { send(.add) }
      content.button("Clear completed") { send(.clearCompleted) }
      content.child(FilterView(filter: state.filter, send: send))
      let completed = state.todos.filter(\.isComplete)
      let visible: [Todo]
      switch state.filter {
      case .all: visible = state.todos
      case .active: visible = state.todos.filter { !$0.isComplete }
      case .completed:
        visible = state.showsAllCompleted ? completed : Array(completed.prefix(completedPreview))
      }
      for todo in visible {
        content.child(TodoRow(todo: todo, send: send))
      }
      if state.filter == .completed, !state.showsAllCompleted, completed.count > completedPreview {
        content.button("See all") { send(.seeAll) }
      }
    }
  }

  struct FilterView: LabView {
    let filter: Filter
    let send: (Action) -> Void

    func body(_ content: inout ViewContent) {
      content.text("Filter: \(filter.rawValue)")
      content.button("All") { send(.filter(.all)) }
      content.button("Active") { send(.filter(.active)) }
      content.button("Completed") { send(.filter(.completed)) }
    }
  }

  struct TodoRow: LabView {
    let todo: Todo
    let send: (Action) -> Void
    var id: Int? { todo.id }

    func body(_ content: inout ViewContent) {
      content.textField("Title", text: todo.title) { send(.rename(id: todo.id, $0)) }
      content.text(todo.isComplete ? "done" : "to do")
      content.button("Toggle") { send(.toggle(id: todo.id)) }
    }
  }
}
