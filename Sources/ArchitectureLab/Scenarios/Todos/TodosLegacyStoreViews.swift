import StoreModels

/// The `todos` app as views over a store written with the view-store API as at 1.7.0 (before
/// observation): the list's and the filter's bodies are `WithViewStore`s of what they show; the
/// list shows its rows through a `ForEachStore` over a key-path scope to the visible todos
/// (cached), which hands every row its cached element store; each row's body is a
/// `WithViewStore` of its todo. The todos are a plain stack of rows, as in every school (docs/
/// design.md, *List rows are evaluated twice when inserted*).
enum TodosLegacyStoreViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "store/legacy",
    summary: "the store before observation: the view-store API as at 1.7.0, over cached scopes",
    expected: .correct, mount: TodosLegacyStoreViews.mount)

  static func mount() -> Renderer {
    Renderer(
      root: TodosView(
        store: Store(initialState: Todos.TodoList.State(), rules: .release1_7) { Todos.TodoList() }),
      observationTracking: .none)
  }

  struct TodosView: LegacyStoreView {
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

    var body: any LegacyStoreBody {
      WithViewStore(store, observe: ViewState.init) { viewStore, content in
        content.text("\(viewStore.activeCount) left")
        content.button("Add") { viewStore.send(.addButtonTapped) }
        content.button("Clear completed") { viewStore.send(.clearCompletedButtonTapped) }
        content.child(FilterView(store: store))
        let todos: Store<IdentifiedArrayOf<Todos.Todo.State>, TodoActions> =
          store.scope(state: \.visibleTodos, action: \.todos)
        content.child(
          ForEachStore(todos) { todo, content in content.child(TodoRow(store: todo)) })
        if viewStore.hasHiddenCompleted {
          content.button("See all") { viewStore.send(.seeAllButtonTapped) }
        }
      }
    }
  }

  struct FilterView: LegacyStoreView {
    let store: StoreOf<Todos.TodoList>

    var body: any LegacyStoreBody {
      WithViewStore(store, observe: { $0.filter }) { viewStore, content in
        content.text("Filter: \(viewStore.state.rawValue)")
        for filter in Todos.Filter.allCases {
          content.button(filter.rawValue.capitalized) { viewStore.send(.filterPicked(filter)) }
        }
      }
    }
  }

  struct TodoRow: LegacyStoreView {
    let store: StoreOf<Todos.Todo>
    var id: Int? { store.elementID }

    var body: any LegacyStoreBody {
      WithViewStore(store, observe: { $0 }) { viewStore, content in
        content.textField("Title", text: viewStore.title) {
          viewStore.send(.titleChanged($0))
        }
        content.text(viewStore.isComplete ? "done" : "to do")
        content.button("Toggle") { viewStore.send(.toggleButtonTapped) }
      }
    }
  }

  /// The actions of the list's todos, as the store of the visible todos sends them.
  typealias TodoActions = IdentifiedAction<Todos.Todo.State.ID, Todos.Todo.Action>
}
