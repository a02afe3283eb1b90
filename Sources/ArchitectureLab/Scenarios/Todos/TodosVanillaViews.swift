import VanillaModels

/// The `todos` app as vanilla SwiftUI views: the list observes the list view model, each row
/// its own todo view model.
enum TodosVanillaViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "vanilla", summary: "todo view models; the list forwards each todo's completion",
    expected: .correct,
    mount: TodosVanillaViews.mount)

  static func mount() -> Renderer {
    Renderer(root: TodosView(model: Todos.TodosViewModel()))
  }

  struct TodosView: LabView {
    @ObservedObject var model: Todos.TodosViewModel

    func body(_ content: inout ViewContent) {
      content.text("\(model.activeCount) left")
      content.button("Add") { model.addButtonTapped() }
      content.button("Clear completed") { model.clearCompletedButtonTapped() }
      content.child(FilterView(filter: model.filter, model: model))
      for todo in model.visibleTodos {
        content.child(TodoRow(model: todo))
      }
      if model.hasHiddenCompleted {
        content.button("See all") { model.seeAllButtonTapped() }
      }
    }
  }

  /// The filter picker gets the filter as a value and the list as a plain reference for its
  /// buttons: observing the list would re-render it on every change of the list, a todo's
  /// completion included, which the list forwards.
  struct FilterView: LabView {
    let filter: Todos.Filter
    let model: Todos.TodosViewModel

    func body(_ content: inout ViewContent) {
      content.text("Filter: \(filter.rawValue)")
      for filter in Todos.Filter.allCases {
        content.button(filter.rawValue.capitalized) { model.filter = filter }
      }
    }
  }

  struct TodoRow: LabView {
    @ObservedObject var model: Todos.TodoViewModel
    var id: Int? { model.id }

    func body(_ content: inout ViewContent) {
      content.textField("Title", text: model.title) { model.title = $0 }
      content.text(model.isComplete ? "done" : "to do")
      content.button("Toggle") { model.toggleButtonTapped() }
    }
  }
}
