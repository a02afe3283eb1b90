/// One thing a contestant did during a turn, as the lab counts it.
///
/// An event prints as `Subject.kind`, e.g. `CounterView.body`, `StoreOf<Counter>.init` or
/// `CounterViewModel.objectWillChange`, which is the line format of the per-step event log.
public struct Event: Hashable, Sendable, CustomStringConvertible {
  /// What kind of work the event stands for; the raw value is the suffix printed in the log.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// A view's body ran.
    case body
    /// An `ObservableObjectPublisher` sent (one send, whatever the number of subscribers).
    case objectWillChange
    /// An observation change callback fired (`withObservationTracking`'s `onChange`).
    case observationChange
    /// A legacy view store published a new view state.
    case viewStorePublish
    /// Sibling sync replayed a value from one view model into another.
    case replay
    /// A re-entrancy guard stopped a replay that would have echoed back.
    case guardSkip
    /// `removeDuplicates` dropped a value equal to the previous one.
    case duplicateSkip
    /// A store computed a scope (a cache miss or an uncached scope).
    case scope
    /// An instance was created (stores, view stores).
    case `init`
    /// An instance was released.
    case `deinit`
    /// Something was ignored and reported, e.g. an action sent to an invalid store.
    case warning
  }

  /// Who did it: a type name such as `CounterViewModel` or `StoreOf<Counter>`.
  public let subject: String
  public let kind: Kind
  /// Free text for warnings; `nil` for counted work.
  public let detail: String?

  public init(_ subject: String, _ kind: Kind, detail: String? = nil) {
    self.subject = subject
    self.kind = kind
    self.detail = detail
  }

  public var description: String {
    let line = "\(subject).\(kind.rawValue)"
    return detail.map { "\(line): \($0)" } ?? line
  }
}
