import StoreModels

/// The `enum` app as views over a store the way they were written before the store library cached
/// scopes (before 1.5): the parent observes a view store of which destination is presented, and an
/// ``UncachedIfLetStore`` over the optional destination wraps a ``UncachedSwitchStore`` with one
/// ``UncachedCaseLet`` per case.
enum EnumUncachedStoreViews {
  /// The contestant these views are.
  static let contestant = Contestant(
    name: "store/uncached",
    summary: "the store before 1.5: IfLetStore, SwitchStore, CaseLet, uncached scopes",
    expected: .correct, mount: EnumUncachedStoreViews.mount)

  static func mount() -> Renderer {
    Renderer(
      root: ParentView(
        store: Store(initialState: EnumDestination.Parent.State(), rules: .release1_4) {
          EnumDestination.Parent()
        }),
      observationTracking: .none)
  }

  struct ParentView: LabView {
    /// The presented counter, 1 or 2, or `nil`; the note's number, or `nil`.
    struct ViewState: Equatable {
      var counter: Int?
      var note: Int?

      init(_ state: EnumDestination.Parent.State) {
        switch state.destination {
        case .counter1?: counter = 1
        case .counter2?: counter = 2
        case .note(let number)?: note = number
        case nil: break
        }
      }
    }

    let store: StoreOf<EnumDestination.Parent>
    @ObservedObject var viewStore: ViewStore<ViewState, EnumDestination.Parent.Action>

    init(store: StoreOf<EnumDestination.Parent>) {
      self.store = store
      _viewStore = ObservedObject(wrappedValue: ViewStore(store, observe: ViewState.init))
    }

    func body(_ content: inout ViewContent) {
      let destination =
        viewStore.counter.map { "counter \($0)" } ?? viewStore.note.map { "note \($0)" }
      content.text("Destination: \(destination ?? "none")")
      content.button("Toggle 1") { viewStore.send(.toggle1ButtonTapped) }
      content.button("Toggle 2") { viewStore.send(.toggle2ButtonTapped) }
      content.button("Toggle note") { viewStore.send(.toggleNoteButtonTapped) }
      content.child(
        UncachedIfLetStore(store.scope(state: { $0.destination }, action: { .destination($0) })) {
          destination in
          UncachedSwitchStore(destination) { state, store in
            switch state {
            case .counter1:
              CaseView.counter(
                UncachedCaseLet(store, state: \.counter1, action: \.counter1) {
                  CounterView(counter: 1, store: $0)
                })
            case .counter2:
              CaseView.counter(
                UncachedCaseLet(store, state: \.counter2, action: \.counter2) {
                  CounterView(counter: 2, store: $0)
                })
            case .note:
              CaseView.note(
                UncachedCaseLet(store, state: \.note, action: \.note) { NoteView(store: $0) })
            }
          }
        })
    }
  }

  struct CounterView: LabView {
    let counter: Int
    @ObservedObject var viewStore: ViewStoreOf<EnumDestination.Counter>
    var id: Int? { counter }

    init(counter: Int, store: StoreOf<EnumDestination.Counter>) {
      self.counter = counter
      _viewStore = ObservedObject(wrappedValue: ViewStore(store, observe: { $0 }))
    }

    func body(_ content: inout ViewContent) {
      content.text("Count: \(viewStore.count)")
      content.button("-") { viewStore.send(.decrementButtonTapped) }
      content.button("+") { viewStore.send(.incrementButtonTapped) }
      content.button("Dismiss") { viewStore.send(.dismissButtonTapped) }
    }
  }

  /// The `UncachedCaseLet` of whichever case is presented, as one type: `UncachedSwitchStore`'s
  /// content is a single view type, and the note's `UncachedCaseLet` is another than the counters'.
  /// It is the `UncachedCaseLet` it holds to the renderer (same name, transparent, a reader of
  /// the environment's object, identified by its case, same body).
  enum CaseView: BranchIdentified {
    typealias Destination = EnumDestination.Destination
    case counter(
      UncachedCaseLet<
        Destination.State, Destination.Action, EnumDestination.Counter.State,
        EnumDestination.Counter.Action, CounterView
      >)
    case note(
      UncachedCaseLet<
        Destination.State, Destination.Action, Int, EnumDestination.Note.Action, NoteView
      >)

    static var viewName: String { "UncachedCaseLet" }
    static var isTransparent: Bool { true }
    static var readsEnvironmentObject: Bool { true }

    var id: CaseID? {
      switch self {
      case .counter(let caseLet): caseLet.id
      case .note(let caseLet): caseLet.id
      }
    }

    func body(_ content: inout ViewContent) {
      switch self {
      case .counter(let caseLet): caseLet.body(&content)
      case .note(let caseLet): caseLet.body(&content)
      }
    }
  }

  struct NoteView: LabView {
    @ObservedObject var viewStore: ViewStore<Int, EnumDestination.Note.Action>

    init(store: StoreOf<EnumDestination.Note>) {
      _viewStore = ObservedObject(wrappedValue: ViewStore(store, observe: { $0 }))
    }

    func body(_ content: inout ViewContent) {
      content.text("Note: \(viewStore.state)")
      content.button("Next") { viewStore.send(.nextButtonTapped) }
    }
  }
}
