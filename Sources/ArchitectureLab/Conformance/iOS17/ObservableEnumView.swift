import StoreModels

/// The suite's `ObservableEnumView` (`iOS 17/ObservableEnumTestCase.swift`): a parent whose
/// destination is one of two counters, or none, in a `Form` with a new identity on every run.
struct ObservableEnumView: LabView {
  let store: StoreOf<Feature>

  func body(_ content: inout ViewContent) {
    content.log("ObservableEnumView.body")
    // NB: `.id(UUID())` on the suite's `Form`: its content is new on every run.
    let form = FormIdentity.next()
    switch store.destination {
    case .feature1?:
      content.button("Toggle feature 1 off") { store.send(.toggle1ButtonTapped) }
      content.button("Toggle feature 2 on") { store.send(.toggle2ButtonTapped) }
    case .feature2?:
      content.button("Toggle feature 1 on") { store.send(.toggle1ButtonTapped) }
      content.button("Toggle feature 2 off") { store.send(.toggle2ButtonTapped) }
    case nil:
      content.button("Toggle feature 1 on") { store.send(.toggle1ButtonTapped) }
      content.button("Toggle feature 2 on") { store.send(.toggle2ButtonTapped) }
    }
    if let store = store.scope(state: \.destination, action: \.destination) {
      switch store.state {
      case .feature1:
        if let store = store.scope(state: \.feature1, action: \.feature1) {
          content.text(sectionHeader("Feature 1"))
          content.child(
            ObservableBasicsView(store: store, placement: FormSlot(form: form, slot: 1)))
        }
      case .feature2:
        if let store = store.scope(state: \.feature2, action: \.feature2) {
          content.text(sectionHeader("Feature 2"))
          content.child(
            ObservableBasicsView(store: store, placement: FormSlot(form: form, slot: 2)))
        }
      }
    }
  }

  struct Feature: Reducer {
    /// `@ObservableState`, with `@Presents var destination` (expanded at the bottom).
    struct State: ObservableStruct, Equatable {
      fileprivate var _destination: Destination.State?
      var _$observationRegistrar = ObservationStateRegistrar()
    }

    enum Action: Equatable {
      case destination(Destination.Action)
      case toggle1ButtonTapped
      case toggle2ButtonTapped
    }

    struct Destination: Reducer {
      enum State: Equatable {
        case feature1(ObservableBasicsView.Feature.State)
        case feature2(ObservableBasicsView.Feature.State)
      }

      enum Action: Equatable {
        case feature1(ObservableBasicsView.Feature.Action)
        case feature2(ObservableBasicsView.Feature.Action)
      }

      var body: some ReducerOf<Self> {
        Scope(state: \.feature1, action: \.feature1) { ObservableBasicsView.Feature() }
        Scope(state: \.feature2, action: \.feature2) { ObservableBasicsView.Feature() }
      }
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .destination(.feature1(.dismiss)),
          .destination(.feature2(.dismiss)):
          // NB: The suite's child dismisses itself with an effect (`@Dependency(\.dismiss)`),
          // whose `dismiss` arrives in a send of its own (SuiteEffects).
          state.destination = nil
        case .destination:
          break
        case .toggle1ButtonTapped:
          switch state.destination {
          case .feature1: state.destination = nil
          case .feature2, .none: state.destination = .feature1(ObservableBasicsView.Feature.State())
          }
        case .toggle2ButtonTapped:
          switch state.destination {
          case .feature1, .none: state.destination = .feature2(ObservableBasicsView.Feature.State())
          case .feature2: state.destination = nil
          }
        }
      }
      .ifLet(\.destination, action: \.destination) { Destination() }
    }
  }
}

/// A `Form` section's header as iOS shows it: in capitals.
func sectionHeader(_ title: String) -> String {
  title.uppercased()
}

// MARK: - @ObservableState and @CasePathable, expanded by hand

extension ObservableEnumView.Feature.State {
  var destination: ObservableEnumView.Feature.Destination.State? {
    get { self[tracking: \._destination, \.destination] }
    set { self[tracking: \._destination, \.destination] = newValue }
    _modify { yield &self[tracking: \._destination, \.destination] }
  }
}

extension ObservableEnumView.Feature.Action: CasePathable {
  struct AllCasePaths {
    typealias Root = ObservableEnumView.Feature.Action
    var destination: AnyCasePath<Root, ObservableEnumView.Feature.Destination.Action> {
      AnyCasePath(embed: Root.destination) {
        guard case .destination(let action) = $0 else { return nil }
        return action
      }
    }
  }
  static let allCasePaths = AllCasePaths()
}

extension ObservableEnumView.Feature.Destination.State: ObservableState, CasePathable {
  var _$id: ObservableStateID {
    switch self {
    case .feature1(let state): state._$id.tagged(0)
    case .feature2(let state): state._$id.tagged(1)
    }
  }

  mutating func _$willModify() {
    switch self {
    case .feature1(var state):
      state._$willModify()
      self = .feature1(state)
    case .feature2(var state):
      state._$willModify()
      self = .feature2(state)
    }
  }

  struct AllCasePaths {
    typealias Root = ObservableEnumView.Feature.Destination.State
    var feature1: AnyCasePath<Root, ObservableBasicsView.Feature.State> {
      AnyCasePath(embed: Root.feature1) {
        guard case .feature1(let state) = $0 else { return nil }
        return state
      }
    }
    var feature2: AnyCasePath<Root, ObservableBasicsView.Feature.State> {
      AnyCasePath(embed: Root.feature2) {
        guard case .feature2(let state) = $0 else { return nil }
        return state
      }
    }
  }
  static let allCasePaths = AllCasePaths()
}

extension ObservableEnumView.Feature.Destination.Action: CasePathable {
  struct AllCasePaths {
    typealias Root = ObservableEnumView.Feature.Destination.Action
    var feature1: AnyCasePath<Root, ObservableBasicsView.Feature.Action> {
      AnyCasePath(embed: Root.feature1) {
        guard case .feature1(let action) = $0 else { return nil }
        return action
      }
    }
    var feature2: AnyCasePath<Root, ObservableBasicsView.Feature.Action> {
      AnyCasePath(embed: Root.feature2) {
        guard case .feature2(let action) = $0 else { return nil }
        return action
      }
    }
  }
  static let allCasePaths = AllCasePaths()
}
