extension Todos {
  /// One todo: a title and whether it is complete.
  public struct Todo: Reducer {
    /// The todo's stable id, title and completion.
    ///
    /// Observed: `title` and `isComplete` (`@ObservableState`, expanded at the bottom).
    public struct State: ObservableStruct, Equatable, Identifiable {
      public let id: Int
      fileprivate var _title: String
      fileprivate var _isComplete: Bool
      public var _$observationRegistrar = ObservationStateRegistrar()

      public init(id: Int, title: String = "", isComplete: Bool = false) {
        self.id = id
        self._title = title
        self._isComplete = isComplete
      }
    }

    /// The todo's title field and toggle.
    public enum Action: Equatable {
      case titleChanged(String)
      case toggleButtonTapped
    }

    public init() {}

    public var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .titleChanged(let title):
          state.title = title
        case .toggleButtonTapped:
          state.isComplete.toggle()
        }
      }
    }
  }
}

// MARK: - @ObservableState, expanded by hand

extension Todos.Todo.State {
  public var title: String {
    get { self[tracking: \._title, \.title] }
    set { self[tracking: \._title, \.title] = newValue }
    _modify { yield &self[tracking: \._title, \.title] }
  }

  public var isComplete: Bool {
    get { self[tracking: \._isComplete, \.isComplete] }
    set { self[tracking: \._isComplete, \.isComplete] = newValue }
    _modify { yield &self[tracking: \._isComplete, \.isComplete] }
  }
}
