import StoreModels

/// The `todos` app as views over a store the way they were written before the store library cached
/// scopes (before 1.5): the list and its filter observe view stores of what they show, and a
/// ``UncachedForEachStore`` over the visible todos (scoped anew, uncached, on each list body) gives
/// each row a store.
enum TodosUncachedStoreViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "store/uncached",
    summary: "the store before 1.5: ForEachStore of visible todos, uncached scopes",
    expected: .correct, mount: TodosUncachedStoreViews.mount)

  static func mount() -> Renderer {
    Renderer(
      root: TodosView(
        store: Store(initialState: Todos.TodoList.State(), rules: .release1_4) { Todos.TodoList() }),
      observationTracking: .none)
  }

  struct TodosView: LabView {
    /// The "left" count and whether "See all" is shown.
    struct ViewState: Equatable {
      let activeCount: Int
      let hasHiddenCompleted: Bool

      init(_ state: Todos.TodoList.State) {
        activeCount = state.activeCount
        hasHiddenCompleted = state.hasHiddenCompleted
      }
    }

    let store: StoreOf<Todos.TodoList>
    @ObservedObject var viewStore: ViewStore<ViewState, Todos.TodoList.Action>

    init(store: StoreOf<Todos.TodoList>) {
      self.store = store
      _viewStore = ObservedObject(wrappedValue: ViewStore(store, observe: ViewState.init))
    }

    func body(_ content: inout ViewContent) {
      content.text("\(viewStore.activeCount) left")
      content.button("Add") { viewStore.send(.addButtonTapped) }
      content.button("Clear completed") { viewStore.send(.clearCompletedButtonTapped) }
      content.child(FilterView(store: store))
      content.child(
        UncachedForEachStore(store.scope(state: { $0.visibleTodos }, action: { .todos($0) })) {
          id, todo in
          TodoRow(todoID: id, store: todo)
        })
      if viewStore.hasHiddenCompleted {
        content.button("See all") { viewStore.send(.seeAllButtonTapped) }
      }
    }
  }

  struct FilterView: LabView {
    @ObservedObject var viewStore: ViewStore<Todos.Filter, Todos.TodoList.Action>

    init(store: StoreOf<Todos.TodoList>) {
      _viewStore = ObservedObject(wrappedValue: ViewStore(store, observe: { $0.filter }))
    }

    func body(_ content: inout ViewContent) {
      content.text("Filter: \(viewStore.state.rawValue)")
      for filter in Todos.Filter.allCases {
        content.button(filter.rawValue.capitalized) { viewStore.send(.filterPicked(filter)) }
      }
    }
  }

  struct TodoRow: LabView {
    let todoID: Int
    @ObservedObject var viewStore: ViewStoreOf<Todos.Todo>
    var id: Int? { todoID }

    init(todoID: Int, store: StoreOf<Todos.Todo>) {
      self.todoID = todoID
      _viewStore = ObservedObject(wrappedValue: ViewStore(store, observe: { $0 }))
    }

    func body(_ content: inout ViewContent) {
      content.textField("Title", text: viewStore.title) { viewStore.send(.titleChanged($0)) }
      content.text(viewStore.isComplete ? "done" : "to do")
      content.button("Toggle") { viewStore.send(.toggleButtonTapped) }
    }
  }
}
