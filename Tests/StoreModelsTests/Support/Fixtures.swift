import StoreModels

/// A parent with a field of its own and a nested observable child.
struct Parent: Reducer {
  struct State: ObservableStruct, Equatable {
    var _$observationRegistrar = ObservationStateRegistrar()
    private var _count = 0
    private var _child = Child.State()

    var count: Int {
      get { self[tracking: \._count, \.count] }
      set { self[tracking: \._count, \.count] = newValue }
      _modify { yield &self[tracking: \._count, \.count] }
    }

    var child: Child.State {
      get { self[tracking: \._child, \.child] }
      set { self[tracking: \._child, \.child] = newValue }
      _modify { yield &self[tracking: \._child, \.child] }
    }
  }

  enum Action: CasePathable {
    case incrementButtonTapped
    case incrementChildButtonTapped
    case resetChildButtonTapped
    case child(Child.Action)

    struct AllCasePaths {
      var child: AnyCasePath<Action, Child.Action> {
        AnyCasePath(embed: Action.child) {
          guard case .child(let action) = $0 else { return nil }
          return action
        }
      }
    }

    static let allCasePaths = AllCasePaths()
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Child() }
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
      case .incrementChildButtonTapped:
        state.child.count += 1
      case .resetChildButtonTapped:
        state.child = Child.State()
      case .child:
        break
      }
    }
  }
}

/// The nested child of ``Parent``.
struct Child: Reducer {
  struct State: ObservableStruct, Equatable {
    var _$observationRegistrar = ObservationStateRegistrar()
    private var _count = 0

    var count: Int {
      get { self[tracking: \._count, \.count] }
      set { self[tracking: \._count, \.count] = newValue }
      _modify { yield &self[tracking: \._count, \.count] }
    }
  }

  enum Action {
    case incrementButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in state.count += 1 }
  }
}

/// A parent whose only field is a large list, reduced by a scoped child.
struct NumbersParent: Reducer {
  struct State: ObservableStruct {
    var _$observationRegistrar = ObservationStateRegistrar()
    private var _numbers: Numbers.State

    var numbers: Numbers.State {
      get { self[tracking: \._numbers, \.numbers] }
      set { self[tracking: \._numbers, \.numbers] = newValue }
      _modify { yield &self[tracking: \._numbers, \.numbers] }
    }

    init(numbers: Numbers.State) {
      self._numbers = numbers
    }
  }

  enum Action: CasePathable {
    case numbers(Numbers.Action)

    struct AllCasePaths {
      var numbers: AnyCasePath<Action, Numbers.Action> {
        AnyCasePath(embed: Action.numbers) {
          guard case .numbers(let action) = $0 else { return nil }
          return action
        }
      }
    }

    static let allCasePaths = AllCasePaths()
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.numbers, action: \.numbers) { Numbers() }
  }
}

/// A large list of numbers, one of which can be incremented.
struct Numbers: Reducer {
  struct State: ObservableStruct {
    var _$observationRegistrar = ObservationStateRegistrar()
    private var _values: [Int]

    var values: [Int] {
      get { self[tracking: \._values, \.values] }
      set { self[tracking: \._values, \.values] = newValue }
      _modify { yield &self[tracking: \._values, \.values] }
    }

    init(values: [Int]) {
      self._values = values
    }
  }

  enum Action {
    case incrementButtonTapped(at: Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped(let index):
        state.values[index] += 1
      }
    }
  }
}
