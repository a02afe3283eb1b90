extension Store where State: Identifiable {
  /// The id of the element this store is the store of, read without observing it: how a view
  /// names a row store among its siblings.
  ///
  /// NB: `ForEach(store.scope(state: \.rows, action: \.rows))` identifies a row store by the
  /// object (the library's `Store` is `Identifiable` by object identity, `Store+Observation.swift`),
  /// so listing rows reads no state and the body that lists them does not depend on the rows.
  /// An element's store is cached under its id while the element is in the collection
  /// (``StoreCollection``), and no scenario gives a removed element's id to another, so the id
  /// names the same identity; the lab uses it because screen paths name rows by it
  /// (`CounterRow(3)`) in every school. A store whose element has gone returns the id it had.
  public var elementID: State.ID {
    ObservationStateRegistrar.withoutTracking { currentState.id }
  }
}
