import StoreModels

/// The store library's `SwitchStore` before 1.5 (as at 1.4.0): its content for the case an enum
/// state is in, usually a `switch` over the state with one ``UncachedCaseLet`` per case.
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
/// It holds a view store of the enum that publishes only when the case changes (its
/// `removeDuplicates` compares case names, read by reflection as the library read the enum tag),
/// so its body runs then, and whenever its parent runs its body. The content gets the store
/// along with the state because the lab has no environment to hand it to the ``UncachedCaseLet``s.
///
/// A transparent helper: its body runs are counted, it shows nothing, and screen paths skip it.
struct UncachedSwitchStore<State: Equatable, Action, Content: LabView>: LabView {
  static var viewName: String { "UncachedSwitchStore" }
  static var isTransparent: Bool { true }

  let store: Store<State, Action>
  @ObservedObject var viewStore: ViewStore<State, Action>
  let content: (State, Store<State, Action>) -> Content

  init(
    _ store: Store<State, Action>,
    content: @escaping (State, Store<State, Action>) -> Content
  ) {
    self.store = store
    _viewStore = ObservedObject(
      wrappedValue: ViewStore(
        store, observe: { $0 }, send: { $0 }, removeDuplicates: { caseName($0) == caseName($1) }))
    self.content = content
  }

  func body(_ content: inout ViewContent) {
    content.child(self.content(viewStore.state, store))
  }
}
