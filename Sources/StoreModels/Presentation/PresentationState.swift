import Instrumentation

/// The store library's `PresentationState` (the storage of `@Presents` and `@PresentationState`),
/// as the view-store API's `PresentationStore` scopes to it: an optional child state, wrapped.
///
/// The lab's features keep the optional itself (an optional field stands for `@Presents`), so
/// only the presentation helpers make stores of this type; they exist for their names. A store
/// of `PresentationState<F.State>` and ``PresentationAction``s of `F.Action` is named
/// `PresentationStoreOf<F>`, as the library names it, and its view store
/// `ViewPresentationStoreOf<F>`.
///
/// As in the library, the state lives in a box that copies share until one of them is written
/// (a copy-on-write `wrappedValue`), so two copies of one presentation are equal without
/// comparing their states (``==(_:_:)``).
// NB: The library's storage and setter, `PresentationReducer.swift` lines 50–74 at 1.7.0 and at
// HEAD d34c1dfe7a; its `presentedID`, the presentation's identity for cancelling its effects, is
// left out, as the lab's reducers return no effects. Not a property wrapper: nothing in the lab
// declares a field with it.
public struct PresentationState<State> {
  private final class Storage {
    var state: State?

    init(state: State?) {
      self.state = state
    }
  }

  private var storage: Storage

  public init(wrappedValue: State?) {
    storage = Storage(state: wrappedValue)
  }

  /// The presented state, `nil` while nothing is presented.
  public var wrappedValue: State? {
    get { storage.state }
    set {
      if isKnownUniquelyReferenced(&storage) {
        storage.state = newValue
      } else {
        storage = Storage(state: newValue)
      }
    }
  }

  /// The presented state's payload in the enum case `path` names, for reading and writing:
  /// `presentation[case: \.counter]?.count += 1`.
  ///
  /// A write while the state is in another case, or `nil`, changes nothing and is logged as a
  /// warning naming the state's case, as the library reports it.
  // NB: `PresentationReducer.swift` lines 116–170 at 1.7.0, 118–158 at HEAD: the write-back
  // runs whatever the caller did, so even an optional chain that found nothing is reported.
  public subscript<Case>(case path: CaseKeyPath<State, Case>) -> Case?
  where State: CasePathable {
    _read { yield wrappedValue.flatMap(State[case: path].extract) }
    _modify {
      let casePath = State[case: path]
      let root = wrappedValue
      var value = root.flatMap(casePath.extract)
      let wasInCase = value != nil
      yield &value
      guard wasInCase else {
        EventLog.record(
          TypeName(Self.self).text, .warning,
          detail: """
            ignored a write to a case the state is not in; \
            \(root.map { "it is in case \(caseName(of: $0))" } ?? "it is nil")
            """)
        return
      }
      wrappedValue = value.map(casePath.embed)
    }
  }

  /// Whether `other` is a copy of this presentation that neither has written since.
  func sharesStorage(with other: Self) -> Bool {
    storage === other.storage
  }
}

extension PresentationState: Equatable where State: Equatable {
  /// Copies that share their storage are equal without comparing their states (which may be
  /// costly); other presentations compare their states.
  // NB: `PresentationReducer.swift` lines 177–182 at 1.7.0, 165–170 at HEAD.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sharesStorage(with: rhs) || lhs.wrappedValue == rhs.wrappedValue
  }
}

/// The store library's `PresentationAction`: what a parent's action case for a presented child
/// carries, an action of the child, or its dismissal.
///
/// NB: The library sends `dismiss` from the presentation helpers' binding, when the user swipes
/// a sheet away, and from the child's `dismiss` effect; the lab has neither, so only a send by
/// hand reaches the presentation `ifLet` (``PresentationReducer``). The conformance mirrors stand
/// a child action in for the effect's `dismiss` (their counters' `dismiss`, sent in a turn of its
/// own, docs/fidelity.md rule 13), as they present with plain optionals and child actions.
// NB: Cases in the library's order (`PresentationReducer.swift` lines 248–254 at 1.7.0, 236–242
// at HEAD).
public enum PresentationAction<Action> {
  /// Dismisses the presented child: the parent runs, then the child's state is set to `nil`
  /// unless the parent presented another.
  case dismiss

  /// The presented child sent `action`.
  indirect case presented(Action)
}

extension PresentationAction: Equatable where Action: Equatable {}

/// What a case path needs of a ``PresentationAction`` to reach the presented child's actions
/// through it (``AnyCasePath/presented``).
public protocol PresentationActionProtocol {
  /// The presented child's action.
  associatedtype Presented
  /// `.presented(action)`.
  static func presented(_ action: Presented) -> Self
  /// The child's action in `.presented`, `nil` for `.dismiss`.
  var presentedAction: Presented? { get }
}

extension PresentationAction: PresentationActionProtocol {
  public var presentedAction: Action? {
    guard case .presented(let action) = self else { return nil }
    return action
  }
}

extension AnyCasePath where Value: PresentationActionProtocol {
  /// The case path to a presented child's actions through this one to its presentation's:
  /// what the store library's case key path `\.child.presented` names.
  public var presented: AnyCasePath<Root, Value.Presented> {
    AnyCasePath<Root, Value.Presented>(
      embed: { self.embed(.presented($0)) },
      extract: { self.extract(from: $0)?.presentedAction })
  }
}
