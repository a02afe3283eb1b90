import ArchitectureLab
import Redux

/// `todos` in the Redux school: the todos, the filter and "see all" in one store. The list
/// selects what it lays out (the visible ids, how many are left, whether to offer "See all"),
/// the filter bar the filter, and each row its own todo, by id.
public enum ReduxTodos {
  /// The contestant: registered in `todos` by `main.swift`.
  public static let contestant = Contestant(
    name: "redux", summary: "one store; the list selects ids, each row its own todo",
    expected: .correct
  ) {
    Renderer(
      root: TodosView(store: Store(state: State(), reducer: reduce)), observationTracking: .none)
  }

  enum Filter: String { case all, active, completed }

  struct Todo: Equatable {
    let id: Int
    var title = "New todo"
    var isComplete = false
  }

  struct State {
    var todos: [Todo] = []
    var filter = Filter.all
    var showsAllCompleted = false
    var nextID = 1

    /// How many completed todos the completed filter shows before "See all".
    static let completedPreview = 3

    var leftCount: Int { todos.count { !$0.isComplete } }

    var visibleIDs: [Int] {
      switch filter {
      case .all: todos.map(\.id)
      case .active: todos.filter { !$0.isComplete }.map(\.id)
      case .completed:
        Array(
          todos.filter(\.isComplete).map(\.id).prefix(
            showsAllCompleted ? .max : Self.completedPreview))
      }
    }

    var offersSeeAll: Bool {
      filter == .completed && !showsAllCompleted
        && todos.count(where: \.isComplete) > Self.completedPreview
    }

    /// The todo with `id`, while there is one.
    subscript(todo id: Int) -> Todo? {
      todos.first { $0.id == id }
    }
  }

  enum Action {
    case add, rename(id: Int, String), toggle(id: Int), filter(Filter), clearCompleted, seeAll
  }

  static func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case .add:
      state.todos.append(Todo(id: state.nextID))
      state.nextID += 1
    case .rename(let id, let title):
      if let index = state.todos.firstIndex(where: { $0.id == id }) {
        state.todos[index].title = title
      }
    case .toggle(let id):
      if let index = state.todos.firstIndex(where: { $0.id == id }) {
        state.todos[index].isComplete.toggle()
      }
    case .filter(let filter):
      state.filter = filter
      state.showsAllCompleted = false
    case .clearCompleted:
      state.todos.removeAll(where: \.isComplete)
    case .seeAll:
      state.showsAllCompleted = true
    }
  }

  struct TodosView: LabView {
    let store: Store<State, Action>
    @ObservedObject var leftCount: Selection<Int>
    @ObservedObject var visibleIDs: Selection<[Int]>
    @ObservedObject var offersSeeAll: Selection<Bool>

    init(store: Store<State, Action>) {
      self.store = store
      _leftCount = ObservedObject(wrappedValue: store.select(\.leftCount))
      _visibleIDs = ObservedObject(wrappedValue: store.select(\.visibleIDs))
      _offersSeeAll = ObservedObject(wrappedValue: store.select(\.offersSeeAll))
    }

    func body(_ content: inout ViewContent) {
      content.text("\(leftCount.value) left")
      content.button("Add") { store.dispatch(.add) }
      content.button("Clear completed") { store.dispatch(.clearCompleted) }
      content.child(FilterView(store: store))
      for id in visibleIDs.value {
        content.child(TodoRow(todoID: id, store: store))
      }
      if offersSeeAll.value {
        content.button("See all") { store.dispatch(.seeAll) }
      }
    }
  }

  struct FilterView: LabView {
    let store: Store<State, Action>
    @ObservedObject var filter: Selection<Filter>

    init(store: Store<State, Action>) {
      self.store = store
      _filter = ObservedObject(wrappedValue: store.select(\.filter))
    }

    func body(_ content: inout ViewContent) {
      content.text("Filter: \(filter.value.rawValue)")
      content.button("All") { store.dispatch(.filter(.all)) }
      content.button("Active") { store.dispatch(.filter(.active)) }
      content.button("Completed") { store.dispatch(.filter(.completed)) }
    }
  }

  struct TodoRow: LabView {
    let todoID: Int
    let store: Store<State, Action>
    @ObservedObject var todo: Selection<Todo?>
    var id: Int? { todoID }

    init(todoID: Int, store: Store<State, Action>) {
      self.todoID = todoID
      self.store = store
      _todo = ObservedObject(wrappedValue: store.select(\.[todo: todoID]))
    }

    func body(_ content: inout ViewContent) {
      guard let todo = todo.value else { return }
      content.textField("Title", text: todo.title) { [store] in
        store.dispatch(.rename(id: todo.id, $0))
      }
      content.text(todo.isComplete ? "done" : "to do")
      content.button("Toggle") { [store] in store.dispatch(.toggle(id: todo.id)) }
    }
  }
}
