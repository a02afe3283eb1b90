/// One thing a contestant did during a turn, as the lab counts it.
///
/// An event prints as `Subject.suffix`, e.g. `CounterView.body`, `StoreOf<Counter>.init` or
/// `CounterViewModel.objectWillChange`, which is the line format of the per-step event log. A
/// ``Kind/log`` event prints as its subject alone: it is a line a view wrote itself, the way the
/// store library's integration views call its logger (`ObservableBasicsView.body`).
public struct Event: Hashable, Sendable, CustomStringConvertible {
  /// What kind of work the event stands for.
  ///
  /// Kinds, not names, tell work apart: a store's and a view store's creations both print
  /// `.init`, and are told apart here, whatever the store is called.
  public enum Kind: Hashable, Sendable, CaseIterable {
    /// A view's body ran (recorded by the lab's renderer for every view but a `ForEach` row).
    case body
    /// A `ForEach` row's content closure ran (the lab's `ForEachRow`: a `ForEachStore`'s rows, a
    /// mirrored suite list's): the `ForEach`'s work for one element, not a view body, so it is
    /// not counted with the bodies. Every school's `ForEach` runs its closure per row when the
    /// view that lists the rows runs; only these rows are views of their own in the lab.
    case closure
    /// A line a view wrote itself; printed as the subject alone.
    case log
    /// An `ObservableObjectPublisher` sent (one send, whatever the number of subscribers).
    case objectWillChange
    /// An observation change callback fired (`withObservationTracking`'s `onChange`).
    case observationChange
    /// A legacy view store published a new view state.
    case viewStorePublish
    /// Another architecture told its observers of a change (a selector's value changed): what a
    /// contestant outside the lab records where the lab's own record `objectWillChange`.
    case notification
    /// Sibling sync replayed a value from one view model into another, or one tab's state into
    /// another's (a store's `onChange`).
    case replay
    /// A re-entrancy guard stopped a replay that would have echoed back.
    case guardSkip
    /// `removeDuplicates` dropped a value equal to the previous one.
    case duplicateSkip
    /// A store computed a scope (a cache miss or an uncached scope).
    case scope
    /// A store pushed its new state into a store scoped from it, the way scoped stores were
    /// updated before the store library's 1.5.6, under the name of the store that pushed
    /// (`StoreOf<Parent>.push`; the library logged it as `StoreOf<Parent>.scope`, which the
    /// conformance report prints, but here that is a scope's own line).
    case statePush
    /// A store was created.
    case storeInit
    /// A store was released.
    case storeDeinit
    /// A view store was created (a new one, or a copy of one).
    case viewStoreInit
    /// A view store was released.
    case viewStoreDeinit
    /// Something was ignored and reported, e.g. an action sent to an invalid store.
    case warning

    /// What the log prints after the subject and a dot; `nil` for a ``log`` line.
    public var suffix: String? {
      switch self {
      case .body: "body"
      case .closure: "closure"
      case .log: nil
      case .objectWillChange: "objectWillChange"
      case .observationChange: "observationChange"
      case .viewStorePublish: "viewStorePublish"
      case .notification: "notification"
      case .replay: "replay"
      case .guardSkip: "guardSkip"
      case .duplicateSkip: "duplicateSkip"
      case .scope: "scope"
      case .statePush: "push"
      case .storeInit, .viewStoreInit: "init"
      case .storeDeinit, .viewStoreDeinit: "deinit"
      case .warning: "warning"
      }
    }
  }

  /// Who did it: a type name such as `CounterViewModel` or `StoreOf<Counter>`, or for a
  /// ``Kind/log`` event the whole line.
  public let subject: String
  /// What kind of work it was.
  public let kind: Kind
  /// Free text for warnings; `nil` for counted work.
  public let detail: String?

  /// An event of `kind` done by `subject`, with `detail` for a warning.
  public init(_ subject: String, _ kind: Kind, detail: String? = nil) {
    self.subject = subject
    self.kind = kind
    self.detail = detail
  }

  /// The line the event log prints: `Subject.suffix`, or the subject alone for a view's own line.
  public var description: String {
    let line = kind.suffix.map { "\(subject).\($0)" } ?? subject
    return detail.map { "\(line): \($0)" } ?? line
  }
}
