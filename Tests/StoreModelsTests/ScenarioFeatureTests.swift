import StoreModels
import Testing

@Suite("Scenario features")
struct ScenarioFeatureTests {
  @Test("the optional parent creates and destroys its child")
  func optionalToggles() {
    let store = Store(initialState: OptionalChild.Parent.State()) { OptionalChild.Parent() }
    store.send(.toggleButtonTapped)
    store.send(.child(.incrementButtonTapped))
    #expect(store.child?.count == 1)
    store.send(.toggleButtonTapped)
    #expect(store.child == nil)
  }

  @Test("toggling the presented counter dismisses it; toggling the other presents a fresh one")
  func enumToggles() {
    let store = Store(initialState: EnumDestination.Parent.State()) { EnumDestination.Parent() }
    store.send(.toggle1ButtonTapped)
    store.send(.destination(.counter1(.incrementButtonTapped)))
    store.send(.toggle2ButtonTapped)
    #expect(store.destination == .counter2(.init(count: 0)))
    store.send(.toggle2ButtonTapped)
    #expect(store.destination == nil)
  }

  @Test("list rows get increasing ids and are removed by id")
  func listAddsAndRemoves() {
    let store = Store(initialState: CounterList.List.State()) { CounterList.List() }
    store.send(.addButtonTapped)
    store.send(.addButtonTapped)
    store.send(.rows(.element(id: 2, action: .incrementButtonTapped)))
    store.send(.rows(.element(id: 1, action: .removeButtonTapped)))
    #expect(store.rows.map(\.id) == [2])
    #expect(store.rows[id: 2]?.count == 1)
  }

  @Test("the completed filter shows three completed todos until see-all, and again once picked")
  func todosCompletedPreview() {
    let todos = IdentifiedArray(
      uniqueElements: (1...5).map { Todos.Todo.State(id: $0, isComplete: $0 != 2) })
    let store = Store(initialState: Todos.TodoList.State(todos: todos)) { Todos.TodoList() }
    store.send(.filterPicked(.completed))
    #expect(store.visibleTodos.ids == [1, 3, 4])
    #expect(store.hasHiddenCompleted)
    store.send(.seeAllButtonTapped)
    #expect(store.visibleTodos.ids == [1, 3, 4, 5])
    store.send(.filterPicked(.active))
    #expect(store.visibleTodos.ids == [2])
    #expect(store.activeCount == 1)
    store.send(.filterPicked(.completed))
    #expect(store.visibleTodos.ids == [1, 3, 4])
    #expect(store.hasHiddenCompleted)
  }

  @Test("clearing completed todos keeps the active ones; renaming changes one title")
  func todosClearAndRename() {
    let store = Store(initialState: Todos.TodoList.State()) { Todos.TodoList() }
    store.send(.addButtonTapped)
    store.send(.addButtonTapped)
    store.send(.todos(.element(id: 1, action: .toggleButtonTapped)))
    store.send(.todos(.element(id: 2, action: .titleChanged("Milk"))))
    store.send(.clearCompletedButtonTapped)
    #expect(store.todos.map(\.title) == ["Milk"])
  }

  @Test("siblings reset all, reset themselves and swap")
  func siblings() {
    let store = Store(initialState: Siblings.Parent.State()) { Siblings.Parent() }
    store.send(.counter1(.incrementButtonTapped))
    store.send(.swapButtonTapped)
    #expect(store.counter2.count == 1)
    store.send(.counter2(.resetButtonTapped))
    #expect(store.counter2.count == 0)
    store.send(.counter1(.decrementButtonTapped))
    store.send(.resetAllButtonTapped)
    #expect(store.counter1.count == 0)
  }
}
