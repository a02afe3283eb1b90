import StoreModels

/// The store library's `SwitchStore` (as at 1.7.0): its content for the case an enum state is in,
/// a `switch` with one ``CaseLet`` per case.
///
/// ```swift
/// SwitchStore(store) { state, store, content in
///   switch state {
///   case .feature1: content.child(CaseLet(store, state: \.feature1, action: \.feature1) { … })
///   case .feature2: content.child(CaseLet(store, state: \.feature2, action: \.feature2) { … })
///   }
/// }
/// ```
///
/// Its body is a ``WithViewStore`` of the enum that publishes only when the case changes (its
/// `removeDuplicates` compares the case, as the library compared enum tags). Each run of that
/// view's content puts a new object holding the store in the environment (the library's
/// `StoreObservableObject`), which every ``CaseLet`` reads: so a case change invalidates the
/// `CaseLet` of the case that goes, which runs once more as it departs. The content gets the
/// store along with the state; the library's `CaseLet` took it from the environment.
///
/// A transparent helper: it shows nothing itself, and screen paths skip it.
struct SwitchStore<State: Equatable, Action>: LabView {
  static var viewName: String { "SwitchStore" }
  static var isTransparent: Bool { true }

  let store: Store<State, Action>
  let content: (State, Store<State, Action>, inout ViewContent) -> Void

  init(
    _ store: Store<State, Action>,
    content: @escaping (State, Store<State, Action>, inout ViewContent) -> Void
  ) {
    self.store = store
    self.content = content
  }

  func body(_ content: inout ViewContent) {
    let store = self.store
    let caseContent = self.content
    content.child(
      WithViewStore(store, observe: { $0 }, removeDuplicates: { caseName($0) == caseName($1) }) {
        viewStore, content in
        content.environmentObject(StoreObservableObject(store))
        caseContent(viewStore.state, store, &content)
      })
  }
}

/// The object a ``SwitchStore`` puts in the environment of its cases: a new one per run.
final class StoreObservableObject<State, Action> {
  let store: Store<State, Action>

  init(_ store: Store<State, Action>) {
    self.store = store
  }
}

/// The name of the case `value` is in: `feature1` for `.feature1(…)`.
func caseName<Value>(_ value: Value) -> String {
  Mirror(reflecting: value).children.first?.label ?? "\(value)"
}
