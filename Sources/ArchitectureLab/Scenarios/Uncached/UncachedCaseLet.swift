import StoreModels

/// The store library's `CaseLet` before 1.5 (as at 1.4.0): inside an ``UncachedSwitchStore``,
/// its content over a store of one case's payload.
///
/// As in the library (`SwitchStore.swift` lines 79–127 at 1.4.0), it is an ``UncachedIfLetStore``
/// over the case: its body scopes a new store of the optional payload (uncached) and wraps the
/// content in an `UncachedIfLetStore`, which rescopes it and makes a `WithViewStore` whose
/// content scopes twice more. Three bodies (this one, the `UncachedIfLetStore`'s and its
/// `WithViewStore`'s) and five stores per case, each time it runs: when the switch's content runs
/// (its parent's body, or a change of case), since it reads the object that content puts in the
/// environment (the library's `@EnvironmentObject` store). When the case changes, the departing
/// case's `CaseLet` runs once more too, with the new object, before it goes (rule 3 in
/// docs/fidelity.md), its `UncachedIfLetStore` finding no payload.
///
/// Each case is its own view, as each branch of a `switch` is in SwiftUI: its identity is its
/// case's key path, as the view-store API's ``CaseLet``'s is.
///
/// NB: 1.4.0's `IfLetStore` here has an `else` branch, `_CaseLetMismatchView`, which the departing
/// case's run shows, a library view whose body logs nothing; the lab's shows nothing, so a change
/// of case may count one body fewer than 1.4.0 ran. No recorded line tells either way.
///
/// A transparent helper: its body runs are counted, it shows nothing, and screen paths skip it.
struct UncachedCaseLet<
  EnumState: CasePathable, EnumAction: CasePathable, CaseState: Equatable, CaseAction,
  Content: LabView
>: BranchIdentified {
  static var viewName: String { "UncachedCaseLet" }
  static var isTransparent: Bool { true }
  static var readsEnvironmentObject: Bool { true }

  let store: Store<EnumState, EnumAction>
  let toCaseState: AnyCasePath<EnumState, CaseState>
  let fromCaseAction: AnyCasePath<EnumAction, CaseAction>
  let content: (Store<CaseState, CaseAction>) -> Content
  let caseID: CaseID
  var id: CaseID? { caseID }

  init(
    _ store: Store<EnumState, EnumAction>,
    state: CaseKeyPath<EnumState, CaseState>,
    action: CaseKeyPath<EnumAction, CaseAction>,
    then content: @escaping (Store<CaseState, CaseAction>) -> Content
  ) {
    self.store = store
    // NB: the case's name, read from the state this `CaseLet` is made for, names it in screen
    // paths, as the view-store API's does.
    caseID = CaseID(keyPath: state, name: store.withState(caseName))
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
