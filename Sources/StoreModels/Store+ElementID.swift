extension Store where State: Identifiable {
  /// The id of the element this store is the store of, read without observing it: how a view
  /// names a row store among its siblings.
  ///
  /// NB: SwiftUI's `ForEach` identifies a store by the store object (the library's `Store` is
  /// `Identifiable` by object identity, `Store+Observation.swift`), so listing rows reads no
  /// state and the body that lists them does not depend on the rows. An element's store is
  /// cached per id (``StoreCollection``), so its element's id names the same identity; the lab
  /// uses it because screen paths name rows by it (`CounterRow(3)`) in every school.
  public var elementID: State.ID {
    ObservationStateRegistrar.withoutTracking { currentState.id }
  }
}
