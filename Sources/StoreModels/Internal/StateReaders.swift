/// How a store reads what it compares after each send from its state, worked out once per state
/// type: the state's identity (an ``ObservableState``) and an identified array's element stamp.
///
/// NB: a store is generic over any state, so reading either takes a dynamic cast; a send reaches
/// every live store, and the cast cost more than the rest of a store's update. The readers are
/// made once per state type, with the cast decided from the type alone.
struct StateReaders<State> {
  /// The state's identity, for a state that is ``ObservableState``.
  let identity: (@MainActor (State) -> ObservableStateID)?
  /// The identified array's element stamp, for a state that is one (or an optional one).
  let elementStamp: (@MainActor (State) -> ElementChangeStamp?)?
  /// The identified array itself, for a state that is one (or an optional one): what a kept
  /// element store whose state has gone is looked up against (``StoreRules/GoneChild/kept``).
  let elements: (@MainActor (State) -> (any IdentifiedElements)?)?

  /// The readers for `State`, made on first use.
  static var forState: StateReaders {
    let key = ObjectIdentifier(State.self)
    if let known = StateReaderCache.readers[key] as? StateReaders { return known }
    let readers = StateReaders(
      identity: (State.self as? any ObservableState.Type).map { identityReader($0) },
      elementStamp: (State.self as? any ElementChangeStamped.Type).map { stampReader($0) }
        ?? (State.self is any OptionalState.Type ? castStamp : nil),
      elements: (State.self as? any IdentifiedElements.Type).map { elementsReader($0) }
        ?? (State.self is any OptionalState.Type ? castElements : nil))
    StateReaderCache.readers[key] = readers
    return readers
  }

  // NB: `State` is `T`, so a reader of a `T` is one of a `State`: the cast is of the function,
  // whose arguments are passed the same way for both (by address, as for any generic type).
  // Casting the state instead (`unsafeBitCast($0, to: T.self)._$id`) copied the whole state, a
  // retain and a release per reference in it, to read one field: an eighth of a row store's check.
  private static func identityReader<T: ObservableState>(_: T.Type)
    -> @MainActor (State) -> ObservableStateID
  {
    let identity: @MainActor (T) -> ObservableStateID = { $0._$id }
    return unsafeBitCast(identity, to: (@MainActor (State) -> ObservableStateID).self)
  }

  /// An optional's stamp: a cast looks at the wrapped value.
  private static func castStamp(_ state: State) -> ElementChangeStamp? {
    (state as? any ElementChangeStamped)?.elementChangeStamp
  }

  /// An optional's elements: a cast looks at the wrapped value.
  private static func castElements(_ state: State) -> (any IdentifiedElements)? {
    state as? any IdentifiedElements
  }

  private static func elementsReader<T: IdentifiedElements>(_: T.Type)
    -> @MainActor (State) -> (any IdentifiedElements)?
  {
    { unsafeBitCast($0, to: T.self) }
  }

  private static func stampReader<T: ElementChangeStamped>(_: T.Type)
    -> @MainActor (State) -> ElementChangeStamp?
  {
    { unsafeBitCast($0, to: T.self).elementChangeStamp }
  }
}

/// The readers made so far, by state type.
private enum StateReaderCache {
  static var readers: [ObjectIdentifier: Any] = [:]
}

/// An optional, whose cast to a protocol looks at the wrapped value.
private protocol OptionalState {}

extension Optional: OptionalState {}
