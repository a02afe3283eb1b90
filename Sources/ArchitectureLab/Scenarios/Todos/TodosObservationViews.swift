import VanillaModels

/// The `todos` app as views over an `@Observable` list of `@Observable` todos.
enum TodosObservationViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "observation", summary: "an @Observable list of @Observable todo models",
    expected: .correct,
    mount: TodosObservationViews.mount)

  static func mount() -> Renderer {
    Renderer(root: TodosView(model: Todos.TodosModel()))
  }

  struct TodosView: LabView {
    let model: Todos.TodosModel

    func body(_ content: inout ViewContent) {
      content.text("\(model.activeCount) left")
      content.button("Add") { model.addButtonTapped() }
      content.button("Clear completed") { model.clearCompletedButtonTapped() }
      content.child(FilterView(model: model))
      for todo in model.visibleTodos {
        content.child(TodoRow(model: todo))
      }
      if model.hasHiddenCompleted {
        content.button("See all") { model.seeAllButtonTapped() }
      }
    }
  }

  struct FilterView: LabView {
    let model: Todos.TodosModel

    func body(_ content: inout ViewContent) {
      content.text("Filter: \(model.filter.rawValue)")
      for filter in Todos.Filter.allCases {
        content.button(filter.rawValue.capitalized) { model.filter = filter }
      }
    }
  }

  struct TodoRow: LabView {
    let model: Todos.TodoModel
    var id: Int? { model.id }

    func body(_ content: inout ViewContent) {
      content.textField("Title", text: model.title) { model.title = $0 }
      content.text(model.isComplete ? "done" : "to do")
      content.button("Toggle") { model.toggleButtonTapped() }
    }
  }
}
