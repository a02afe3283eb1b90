extension ObservableStruct {
  /// A tracked ``IdentifiedArray`` of observable elements: readers of the field are notified
  /// when its ids change (an element added, removed or moved), never for changes inside an
  /// element, which notify through the element's own registrar.
  ///
  /// - Complexity: The identity check is O(1) unless the ids were rebuilt with the same count;
  ///   `_modify` keeps only a generation number across the modification, never a copy.
  public subscript<ID, Element: ObservableState>(
    tracking storage: WritableKeyPath<Self, IdentifiedArray<ID, Element>>,
    _ field: KeyPath<Self, IdentifiedArray<ID, Element>>
  ) -> IdentifiedArray<ID, Element> {
    get { read(storage, field) }
    set { write(storage, field, newValue) { $0.hasSameIDs(as: $1) } }
    _modify {
      let registrar = _$observationRegistrar
      let generation = self[keyPath: storage].structuralGeneration
      defer {
        registrar.didModify(
          self, keyPath: field,
          identityChanged: self[keyPath: storage].structuralGeneration != generation)
      }
      yield &self[keyPath: storage]
    }
  }

  /// A tracked ``IdentifiedArray`` of observable elements that are also `Equatable`: compared by
  /// ids only, like any identified array of observable elements. (This overload only wins over
  /// the one for `Equatable` values; it forwards to the one above.)
  public subscript<ID, Element: ObservableState & Equatable>(
    tracking storage: WritableKeyPath<Self, IdentifiedArray<ID, Element>>,
    _ field: KeyPath<Self, IdentifiedArray<ID, Element>>
  ) -> IdentifiedArray<ID, Element> {
    get { self[identifiedArray: storage, field] }
    set { self[identifiedArray: storage, field] = newValue }
    _modify { yield &self[identifiedArray: storage, field] }
  }

  /// The identified-array overload above, under a label no other overload shares.
  private subscript<ID, Element: ObservableState>(
    identifiedArray storage: WritableKeyPath<Self, IdentifiedArray<ID, Element>>,
    _ field: KeyPath<Self, IdentifiedArray<ID, Element>>
  ) -> IdentifiedArray<ID, Element> {
    get { self[tracking: storage, field] }
    set { self[tracking: storage, field] = newValue }
    _modify { yield &self[tracking: storage, field] }
  }
}
