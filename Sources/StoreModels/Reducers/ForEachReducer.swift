import Instrumentation

extension Reducer {
  /// Runs an element feature's reducer on the element of an identified array that an action is
  /// for, then this reducer.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in … }
  ///     .forEach(\.rows, action: \.rows) { Row() }
  /// }
  /// ```
  ///
  /// The element is reduced in place, even through an observed (computed) field: under the lab's
  /// propagation (``StoreRules/Propagation/changedStores``) a change to one row of a 100,000-row
  /// list copies no other row. Under every release's (``StoreRules/Propagation/everyStore``) the
  /// root reduces a copy of its state, as the library's store does, so the first write copies the
  /// rows. The element runs first, so it sees its action
  /// before the parent can remove it. An action for an absent element is ignored with a logged
  /// warning: a cached store whose row was removed is invalid and never sends one, but a store
  /// scoped with closures (legacy) or a direct send can.
  ///
  /// - Parameters:
  ///   - elements: The identified array inside this feature's state.
  ///   - action: This feature's action case that carries the elements' actions.
  ///   - element: The element's reducer.
  /// - Complexity: O(1) per element action, plus the element's reducer, under the lab's
  ///   propagation; O(n) under a release's, for the copy of the rows.
  public func forEach<ID, ElementState, ElementAction, Element: Reducer>(
    _ elements: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element
  ) -> ForEachReducer<Self, ID, Element>
  where Action: CasePathable, Element.State == ElementState, Element.Action == ElementAction {
    ForEachReducer(
      parent: self, toElements: elements, toElementAction: Action[case: action],
      element: element())
  }
}

/// A parent reducer with its elements' reducer run before it; made by
/// ``Reducer/forEach(_:action:element:)``.
public struct ForEachReducer<Parent: Reducer, ID: Hashable, Element: Reducer>: Reducer {
  let parent: Parent
  let toElements: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  let toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  let element: Element

  public func reduce(into state: inout Parent.State, action: Parent.Action) {
    if case .element(let id, let elementAction)? = toElementAction.extract(from: action) {
      reduce(into: &state, id: id, action: elementAction)
    }
    parent.reduce(into: &state, action: action)
  }

  // NB: Writing through the key path of an observed field is a get then a set: reducing
  // `state[keyPath: toElements][index]` would modify a copy of the array while the state still
  // holds the original, copying every element. So the array is taken out and a hollow one (the
  // same ids, no elements) parked in its place, which leaves the taken array the only owner of
  // its elements; the element is reduced in place there, and the array is put back. The field's
  // setter compares identified arrays of observable elements by their ids, so neither write
  // notifies anyone; readers of the element are told by the element itself. An element reducer
  // that replaces its state (`state = State()`) gives it a new identity that no field reports:
  // the array is stamped so the element's store checks its identity after the send. (Plain
  // element states, the view-store era's, have no identity to check.) The element is written
  // through the unstamped accessor: the array's own would take it for replaced, since it cannot
  // compare the identity (``IdentifiedArray/noteUncomparedWrite()``).
  private func reduce(into state: inout Parent.State, id: ID, action: Element.Action) {
    var elements = state[keyPath: toElements]
    guard let index = elements.index(id: id) else {
      EventLog.record(
        reducerTypeName("ForEach", Element.State.self, Element.Action.self), .warning,
        detail: """
          ignored \(valueDescription(action)) for id \(id), which is not in the collection; \
          if it was removed, a store kept from before sent it
          """)
      return
    }
    state[keyPath: toElements] = elements.hollow
    if let identity = StateReaders<Element.State>.forState.identity {
      let before = identity(elements[index])
      element.reduce(into: &elements[unstamped: index], action: action)
      if identity(elements[index]) != before { elements.noteReplacement() }
    } else {
      element.reduce(into: &elements[unstamped: index], action: action)
    }
    state[keyPath: toElements] = elements
  }
}
