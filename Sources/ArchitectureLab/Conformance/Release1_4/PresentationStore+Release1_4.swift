import StoreModels

extension Release1_4 {
  /// The store library's `PresentationStore` at 1.4.0, behind `.sheet(store:)`,
  /// `.fullScreenCover(store:state:action:)` and `.popover(store:state:action:)`
  /// (`PresentationModifier.swift` lines 116–241 and 253–263 at 1.4.0): presents its content while a
  /// presentation's destination is there.
  ///
  /// Creating one rescopes the presentation's store (`invalidate`, one more
  /// `PresentationStoreOf<F>`) and makes a view store of that store without scoping again, which
  /// publishes only when the destination's identity changes. Each body run scopes a store of the
  /// destination (`StoreOf<F?>`) and hands it to the modifier (``PresentedDestination``), which
  /// holds it and runs its content only while the destination is presented: an `IfLetStore`
  /// (1.4.0's, `store/uncached`'s) over one more store of the destination, which falls back on
  /// the last one present (`returningLastNonNilValue`).
  ///
  /// NB: 1.4.0's identity is the destination's `NavigationID` (its case and `Identifiable`
  /// id); here it is whether the destination is there, the same for the only screen that
  /// plays it, which presents one kind of counter per presentation and never two in a row.
  ///
  /// A transparent helper: it shows nothing itself, and screen paths skip it.
  struct PresentationStore<
    State: Equatable, Action, DestinationState: Equatable, DestinationAction, Content: LabView
  >: LabView {
    static var viewName: String { "PresentationStore" }
    static var isTransparent: Bool { true }

    let store: Store<PresentationState<State>, PresentationAction<Action>>
    let toDestinationState: (State) -> DestinationState?
    let fromDestinationAction: (DestinationAction) -> Action
    @ObservedObject var viewStore: ViewStore<PresentationState<State>, PresentationAction<Action>>
    let content: (Store<DestinationState, DestinationAction>) -> Content

    /// `.fullScreenCover(store:state:action:)` and `.popover(store:state:action:)`: the
    /// destination is a case of the presented state.
    init(
      _ store: Store<PresentationState<State>, PresentationAction<Action>>,
      state toDestinationState: @escaping (State) -> DestinationState?,
      action fromDestinationAction: @escaping (DestinationAction) -> Action,
      content: @escaping (Store<DestinationState, DestinationAction>) -> Content
    ) {
      let isAbsent = { (state: PresentationState<State>) in
        state.wrappedValue.flatMap(toDestinationState) == nil
      }
      let store = store.invalidate(isAbsent)
      self.store = store
      _viewStore = ObservedObject(
        wrappedValue: ViewStore(
          store, observe: { $0 }, send: { $0 },
          removeDuplicates: { isAbsent($0) == isAbsent($1) }))
      self.toDestinationState = toDestinationState
      self.fromDestinationAction = fromDestinationAction
      self.content = content
    }

    func body(_ content: inout ViewContent) {
      let (toDestinationState, fromDestinationAction) = (
        self.toDestinationState, self.fromDestinationAction
      )
      content.child(
        PresentedDestination(
          store: store.scope(
            state: { $0.wrappedValue.flatMap(toDestinationState) },
            action: { .presented(fromDestinationAction($0)) }),
          isPresented: viewStore.state.wrappedValue.flatMap(toDestinationState) != nil,
          content: self.content))
    }
  }

  /// The modifier a ``PresentationStore`` hands its destination's store to (`.sheet(item:)`
  /// and its kind): it holds the store until the next body run of the presentation store makes
  /// another, and runs its content only while the destination is presented.
  struct PresentedDestination<State: Equatable, Action, Content: LabView>: PresentedContent {
    static var presentation: Presentation { .sheet }
    static var viewName: String { "PresentedDestination" }
    static var isTransparent: Bool { true }

    let store: Store<State?, Action>
    let isPresented: Bool
    let content: (Store<State, Action>) -> Content

    func body(_ content: inout ViewContent) {
      guard isPresented else { return }
      var last: State?
      let lastPresent = store.scope(
        state: { state -> State? in
          last = state ?? last
          return last
        },
        action: { $0 })
      content.child(UncachedIfLetStore(lastPresent, then: self.content))
    }
  }
}

extension Release1_4.PresentationStore
where DestinationState == State, DestinationAction == Action {
  /// `.sheet(store:)`: the destination is the presented state itself.
  init(
    _ store: Store<PresentationState<State>, PresentationAction<Action>>,
    content: @escaping (Store<State, Action>) -> Content
  ) {
    self.init(store, state: { $0 }, action: { $0 }, content: content)
  }
}
