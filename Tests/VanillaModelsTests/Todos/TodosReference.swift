import VanillaModels

/// One step of the todos script: the user taps one button; todos are named by their position
/// on screen, among the todos the filter shows.
enum TodosVerb: CustomStringConvertible {
  case add
  case rename(Int, String)
  case toggle(Int)
  case filter(Todos.Filter)
  case clearCompleted
  case seeAll

  var description: String {
    switch self {
    case .add: "add"
    case .rename(let position, let title): "rename \(position) \(title)"
    case .toggle(let position): "toggle \(position)"
    case .filter(let filter): "filter \(filter.rawValue)"
    case .clearCompleted: "clear-completed"
    case .seeAll: "see-all"
    }
  }
}

/// What the todos app shows: every todo, and what the list derives from them.
struct TodosScreen: Equatable {
  var todos: [TodosReference.Todo]
  var filter: Todos.Filter
  var activeCount: Int
  var visibleIDs: [Int]
  var showsSeeAll: Bool
}

/// The plain reference the view models are checked against.
struct TodosReference {
  struct Todo: Equatable {
    let id: Int
    var title = "New todo"
    var isComplete = false
  }

  var todos: [Todo] = []
  var filter = Todos.Filter.all
  var showsAllCompleted = false
  var nextID = 1

  var activeCount: Int { todos.count { !$0.isComplete } }

  /// The todos on screen, in order.
  var visible: [Todo] {
    switch filter {
    case .all: todos
    case .active: todos.filter { !$0.isComplete }
    case .completed:
      showsAllCompleted
        ? todos.filter(\.isComplete) : Array(todos.filter(\.isComplete).prefix(3))
    }
  }

  var showsSeeAll: Bool {
    filter == .completed && !showsAllCompleted && todos.count(where: \.isComplete) > 3
  }

  var screen: TodosScreen {
    TodosScreen(
      todos: todos, filter: filter, activeCount: activeCount, visibleIDs: visible.map(\.id),
      showsSeeAll: showsSeeAll)
  }

  /// What the list's own view shows, with the inputs it passes down: the count left, the
  /// filter, which todos are on screen and whether "See all" is.
  var listScreen: String {
    "\(activeCount) left, \(filter), \(visible.map(\.id)), see all: \(showsSeeAll)"
  }

  mutating func perform(_ verb: TodosVerb) {
    switch verb {
    case .add:
      todos.append(Todo(id: nextID))
      nextID += 1
    case .rename(let position, let title): update(visible[position].id) { $0.title = title }
    case .toggle(let position): update(visible[position].id) { $0.isComplete.toggle() }
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

  /// A verb the user could perform now: a kind chosen among those on screen, then a visible
  /// position, a title or a filter for it.
  ///
  /// NB: `add` grows less likely as the list grows, so the list hovers around ten todos, and
  /// `clear-completed` is rare, so more than three todos are often complete and the completed
  /// list gets cut.
  func randomVerb(using generator: inout SplitMix64) -> TodosVerb {
    var kinds = ["filter"]
    if Int.random(in: 0...15, using: &generator) >= todos.count { kinds += ["add", "add"] }
    if Int.random(in: 0..<4, using: &generator) == 0 { kinds.append("clear") }
    if !visible.isEmpty { kinds += ["rename", "toggle", "toggle", "toggle"] }
    if showsSeeAll { kinds += ["see all", "see all"] }
    switch kinds.randomElement(using: &generator)! {
    case "add": return .add
    case "rename":
      let titles = ["Buy milk", "Walk the dog", "Call mom", "New todo"]
      return .rename(
        Int.random(in: visible.indices, using: &generator),
        titles.randomElement(using: &generator)!)
    case "toggle": return .toggle(Int.random(in: visible.indices, using: &generator))
    case "filter": return .filter(Todos.Filter.allCases.randomElement(using: &generator)!)
    case "clear": return .clearCompleted
    default: return .seeAll
    }
  }
}

extension Todos.TodosViewModel {
  /// Taps the button `verb` names, as the views do.
  func perform(_ verb: TodosVerb) {
    switch verb {
    case .add: addButtonTapped()
    case .rename(let position, let title): visibleTodos[position].title = title
    case .toggle(let position): visibleTodos[position].toggleButtonTapped()
    case .filter(let filter): self.filter = filter
    case .clearCompleted: clearCompletedButtonTapped()
    case .seeAll: seeAllButtonTapped()
    }
  }

  /// What the view models show, in the reference's terms.
  var screen: TodosScreen {
    TodosScreen(
      todos: todos.map {
        TodosReference.Todo(id: $0.id, title: $0.title, isComplete: $0.isComplete)
      },
      filter: filter, activeCount: activeCount, visibleIDs: visibleTodos.map(\.id),
      showsSeeAll: hasHiddenCompleted)
  }
}
