import StoreModels

/// The store library's `SwitchStore` before 1.5 (as at 1.4.0, `SwitchStore.swift` lines 56–76):
/// its content for the case an enum state is in, usually a `switch` over the state with one
/// ``UncachedCaseLet`` per case.
///
/// ```swift
/// UncachedSwitchStore(store) { state, store in
///   switch state {
///   case .counter1:
///     UncachedCaseLet(store, state: \.counter1, action: \.counter1) { CounterView(store: $0) }
///   case .counter2:
///     UncachedCaseLet(store, state: \.counter2, action: \.counter2) { CounterView(store: $0) }
///   }
/// }
/// ```
///
/// Its body makes a `WithViewStore` of the enum as at 1.4.0, whose view store publishes only when
/// the case changes (its `removeDuplicates` compares case names, read by reflection as the
/// library read the enum tag), so a new one runs two bodies and a change of case runs the
/// `WithViewStore`'s alone. Each run of that content puts a new object holding the store in the
/// environment, which the ``UncachedCaseLet``s read (rule 4 in docs/fidelity.md). The content
/// gets the store along with the state too, as the lab's environment holds objects it does not
/// hand out.
///
/// A transparent helper: its body runs are counted, it shows nothing, and screen paths skip it.
struct UncachedSwitchStore<State: Equatable, Action, Content: LabView>: LabView {
  static var viewName: String { "UncachedSwitchStore" }
  static var isTransparent: Bool { true }

  let store: Store<State, Action>
  let content: (State, Store<State, Action>) -> Content

  init(
    _ store: Store<State, Action>,
    content: @escaping (State, Store<State, Action>) -> Content
  ) {
    self.store = store
    self.content = content
  }

  func body(_ content: inout ViewContent) {
    let store = self.store
    let caseContent = self.content
    content.child(
      WithViewStore(
        release1_4: store, observe: { $0 }, removeDuplicates: { caseName($0) == caseName($1) }
      ) { viewStore, content in
        content.environmentObject(StoreObservableObject(store))
        content.child(caseContent(viewStore.state, store))
      })
  }
}
