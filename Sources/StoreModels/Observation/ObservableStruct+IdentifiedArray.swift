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
  /// ids only, like any identified array of observable elements.
  public subscript<ID, Element: ObservableState & Equatable>(
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
}
