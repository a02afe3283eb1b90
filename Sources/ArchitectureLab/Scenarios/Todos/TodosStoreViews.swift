import StoreModels

/// The `todos` app as views over one store and the stores of the visible todos.
enum TodosStoreViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "store", summary: "the observable store; stores of the visible todos, cached by id",
    expected: .correct,
    replaces: { TodosLegacyStoreViews.contestant }, mount: { mount(rules: .lab) })

  static func mount(rules: StoreRules) -> Renderer {
    Renderer(
      root: TodosView(
        store: Store(initialState: Todos.TodoList.State(), rules: rules) { Todos.TodoList() }))
  }

  struct TodosView: LabView {
    let store: StoreOf<Todos.TodoList>

    func body(_ content: inout ViewContent) {
      content.text("\(store.activeCount) left")
      content.button("Add") { store.send(.addButtonTapped) }
      content.button("Clear completed") { store.send(.clearCompletedButtonTapped) }
      content.child(FilterView(store: store))
      for todo in store.scope(state: \.visibleTodos, action: \.todos) {
        content.child(TodoRow(store: todo))
      }
      if store.hasHiddenCompleted {
        content.button("See all") { store.send(.seeAllButtonTapped) }
      }
    }
  }

  struct FilterView: LabView {
    let store: StoreOf<Todos.TodoList>

    func body(_ content: inout ViewContent) {
      content.text("Filter: \(store.filter.rawValue)")
      for filter in Todos.Filter.allCases {
        content.button(filter.rawValue.capitalized) { store.send(.filterPicked(filter)) }
      }
    }
  }

  struct TodoRow: LabView {
    let store: StoreOf<Todos.Todo>
    var id: Int? { store.elementID }

    func body(_ content: inout ViewContent) {
      content.textField("Title", text: store.title) { store.send(.titleChanged($0)) }
      content.text(store.isComplete ? "done" : "to do")
      content.button("Toggle") { store.send(.toggleButtonTapped) }
    }
  }
}
