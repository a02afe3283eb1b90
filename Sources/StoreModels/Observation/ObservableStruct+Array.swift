extension ObservableStruct {
  /// A tracked array of observable elements: readers of the field are notified when the
  /// elements' identities change (an element added, removed, moved or replaced), never for
  /// changes inside an element, which notify through the element's own registrar.
  ///
  /// This is how the store library compares a plain collection of observable states. Prefer an
  /// ``IdentifiedArray`` for a list that can grow: it compares its ids in O(1).
  ///
  /// - Complexity: O(n) per write: the identities are compared pairwise. `_modify` keeps only
  ///   the identities across the modification, never the elements, so a write to one element
  ///   copies no element.
  public subscript<Element: ObservableState>(
    tracking storage: WritableKeyPath<Self, [Element]>,
    _ field: KeyPath<Self, [Element]>
  ) -> [Element] {
    get { read(storage, field) }
    set { write(storage, field, newValue) { $0.map(\._$id) == $1.map(\._$id) } }
    _modify {
      let registrar = _$observationRegistrar
      let ids = self[keyPath: storage].map(\._$id)
      defer {
        registrar.didModify(
          self, keyPath: field, identityChanged: self[keyPath: storage].map(\._$id) != ids)
      }
      yield &self[keyPath: storage]
    }
  }

  /// A tracked array of observable elements that are also `Equatable`: compared by identities
  /// only, like any array of observable elements. (This overload only wins over the one for
  /// `Equatable` values; it forwards to the one above.)
  public subscript<Element: ObservableState & Equatable>(
    tracking storage: WritableKeyPath<Self, [Element]>,
    _ field: KeyPath<Self, [Element]>
  ) -> [Element] {
    get { self[observableElements: storage, field] }
    set { self[observableElements: storage, field] = newValue }
    _modify { yield &self[observableElements: storage, field] }
  }

  /// The array overload above, under a label no other overload shares.
  private subscript<Element: ObservableState>(
    observableElements storage: WritableKeyPath<Self, [Element]>,
    _ field: KeyPath<Self, [Element]>
  ) -> [Element] {
    get { self[tracking: storage, field] }
    set { self[tracking: storage, field] = newValue }
    _modify { yield &self[tracking: storage, field] }
  }
}
