import StoreModels

/// The store library's `CaseLet` before 1.5 (as at 1.4.0): inside an ``UncachedSwitchStore``,
/// its content over a store of one case's payload.
///
/// As in the library, it is an ``UncachedIfLetStore`` over the case: its body scopes a new store
/// of the optional payload (uncached) and wraps the content in an `UncachedIfLetStore`, which
/// scopes once more to the unwrapped payload. Two transparent helpers and two stores per case,
/// each time the switch runs its body.
///
/// A transparent helper: its body runs are counted, it shows nothing, and screen paths skip it.
struct UncachedCaseLet<
  EnumState: CasePathable, EnumAction: CasePathable, CaseState: Equatable, CaseAction,
  Content: LabView
>: LabView {
  static var viewName: String { "UncachedCaseLet" }
  static var isTransparent: Bool { true }

  let store: Store<EnumState, EnumAction>
  let toCaseState: AnyCasePath<EnumState, CaseState>
  let fromCaseAction: AnyCasePath<EnumAction, CaseAction>
  let content: (Store<CaseState, CaseAction>) -> Content

  init(
    _ store: Store<EnumState, EnumAction>,
    state: CaseKeyPath<EnumState, CaseState>,
    action: CaseKeyPath<EnumAction, CaseAction>,
    then content: @escaping (Store<CaseState, CaseAction>) -> Content
  ) {
    self.store = store
    self.toCaseState = EnumState[case: state]
    self.fromCaseAction = EnumAction[case: action]
    self.content = content
  }

  func body(_ content: inout ViewContent) {
    let caseStore = store.scope(
      state: { [toCaseState] in toCaseState.extract(from: $0) },
      action: { [fromCaseAction] in fromCaseAction.embed($0) })
    content.child(UncachedIfLetStore(caseStore, then: self.content))
  }
}
