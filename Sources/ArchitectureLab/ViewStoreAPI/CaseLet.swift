import StoreModels

/// The store library's `CaseLet` (as at 1.7.0): inside a ``SwitchStore``, its content over a store
/// of one case's payload.
///
/// Its body scopes a store of the optional payload with closures (uncached) and wraps the content
/// in an ``IfLetStore`` over it, which below a closure scope builds its stores anew: four
/// `Store….init` each time the body runs. It reads the environment object its `SwitchStore` puts
/// there, so it runs whenever the switch changes case, the departing case's `CaseLet` included.
///
/// Each case is its own view, as each branch of a `switch` is in SwiftUI: its identity is its
/// case's key path, so changing case removes one `CaseLet` and inserts another.
///
/// A transparent helper: it shows nothing itself, and screen paths skip it.
struct CaseLet<EnumState, EnumAction, CaseState: Equatable, CaseAction>: BranchIdentified {
  static var viewName: String { "CaseLet" }
  static var isTransparent: Bool { true }
  static var readsEnvironmentObject: Bool { true }

  let store: Store<EnumState, EnumAction>
  let toCaseState: KeyPath<EnumState, CaseState?>
  let fromCaseAction: (CaseAction) -> EnumAction
  let content: (Store<CaseState, CaseAction>, inout ViewContent) -> Void

  let caseID: CaseID
  var id: CaseID? { caseID }

  init(
    _ store: Store<EnumState, EnumAction>,
    state toCaseState: KeyPath<EnumState, CaseState?>,
    action fromCaseAction: @escaping (CaseAction) -> EnumAction,
    then content: @escaping (Store<CaseState, CaseAction>, inout ViewContent) -> Void
  ) {
    self.store = store
    self.toCaseState = toCaseState
    // NB: the case's name, read from the state this `CaseLet` is made for, names it in screen
    // paths (a computed key path prints as an address).
    caseID = CaseID(keyPath: toCaseState, name: store.withState(caseName))
    self.fromCaseAction = fromCaseAction
    self.content = content
  }

  func body(_ content: inout ViewContent) {
    let caseStore = store.scope(state: { $0[keyPath: toCaseState] }, action: fromCaseAction)
    content.child(IfLetStore(caseStore, then: self.content))
  }
}

/// A `CaseLet`'s identity: its case's key path, shown as the case's name.
nonisolated struct CaseID: Hashable, CustomStringConvertible {
  let keyPath: AnyKeyPath
  let name: String

  var description: String { name }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(keyPath)
  }
}
