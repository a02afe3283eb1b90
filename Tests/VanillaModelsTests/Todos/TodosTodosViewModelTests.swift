import TestSupport
import Testing
import VanillaModels

/// A list of `count` todos with ids 1…`count`, observed as the views observe them.
private func makeList(todos count: Int) -> Todos.TodosViewModel {
  let list = Todos.TodosViewModel()
  for _ in 0..<count { list.addButtonTapped() }
  observeAsViews(list)
  for todo in list.todos { observeAsViews(todo) }
  return list
}

@Suite("Todos.TodosViewModel")
struct TodosTodosViewModelTests {
  @Test("completing a todo notifies the todo and, forwarded, the list")
  func completionIsForwarded() {
    let list = makeList(todos: 3)
    let events = recordedEvents { list.todos[1].toggleButtonTapped() }
    #expect(events == ["TodoViewModel.objectWillChange", "TodosViewModel.objectWillChange"])
    #expect(list.activeCount == 2)
  }

  @Test("renaming a todo notifies the todo only: the list's view shows no title")
  func renameIsNotForwarded() {
    let list = makeList(todos: 3)
    let events = recordedEvents { list.todos[1].title = "Buy milk" }
    #expect(events == ["TodoViewModel.objectWillChange"])
  }

  @Test("a cleared todo no longer reaches the list")
  func clearedTodoIsNotForwarded() {
    let list = makeList(todos: 3)
    let cleared = list.todos[0]
    cleared.toggleButtonTapped()
    list.clearCompletedButtonTapped()
    #expect(list.todos.map(\.id) == [2, 3])
    #expect(recordedEvents { cleared.toggleButtonTapped() } == ["TodoViewModel.objectWillChange"])
    #expect(
      recordedEvents { list.todos[0].toggleButtonTapped() } == [
        "TodoViewModel.objectWillChange", "TodosViewModel.objectWillChange",
      ])
  }

  @Test("choosing a filter folds the completed list back to three")
  func filterFoldsCompleted() {
    let list = makeList(todos: 5)
    for todo in list.todos { todo.toggleButtonTapped() }
    list.filter = .completed
    #expect(list.visibleTodos.map(\.id) == [1, 2, 3])
    #expect(list.hasHiddenCompleted)
    list.seeAllButtonTapped()
    #expect(list.visibleTodos.map(\.id) == [1, 2, 3, 4, 5])
    list.filter = .completed
    #expect(list.visibleTodos.map(\.id) == [1, 2, 3])
  }

  @Test("a filter tap writes the filter and the fold: two notifications, even when already folded")
  func filterNotifiesTwice() {
    let list = makeList(todos: 2)
    #expect(!list.showsAllCompleted)
    let events = recordedEvents { list.filter = .active }
    #expect(events == ["TodosViewModel.objectWillChange", "TodosViewModel.objectWillChange"])
  }

  @Test("clearing completed todos releases them")
  func clearedTodosAreReleased() {
    let list = makeList(todos: 3)
    weak var weakCleared: Todos.TodoViewModel?
    do {
      list.todos[1].toggleButtonTapped()
      weakCleared = list.todos[1]
    }
    list.clearCompletedButtonTapped()
    #expect(weakCleared == nil)
  }

  @Test("releasing the list releases every todo")
  func noLeaks() {
    weak var weakList: Todos.TodosViewModel?
    var weakTodos: [() -> Todos.TodoViewModel?] = []
    do {
      let list = makeList(todos: 5)
      list.todos[0].toggleButtonTapped()
      list.todos[1].title = "Buy milk"
      weakList = list
      weakTodos = list.todos.map { todo in { [weak todo] in todo } }
    }
    #expect(weakList == nil)
    #expect(weakTodos.allSatisfy { $0() == nil })
  }
}
