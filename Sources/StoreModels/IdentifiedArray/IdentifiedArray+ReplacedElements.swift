/// Element writes that tell a replaced element from one modified in place, for elements with an
/// identity.
///
/// ```swift
/// state.rows[id: 1]?.count += 1          // modified in place: the same identity, no stamp
/// state.rows[id: 1]! = Row.State(id: 1)  // replaced: a new identity, stamped
/// ```
///
/// Both go through a modify accessor, which cannot see what the caller wrote; only comparing the
/// element's identity before and after tells them apart. That identity is main-actor state, and
/// the array is not, so these overloads, picked wherever the elements are ``ObservableState``,
/// compare it and stamp the array (``IdentifiedArray/elementChangeStamp``) when it changed, as
/// ``ForEachReducer`` does for an element its reducer replaced and a setter does for any.
// NB: Overloads, not a check inside the array's own accessors: those serve every element type
// from nonisolated code, which cannot read the identity. Code generic over any element (the
// reducers, the collection protocols) still gets the array's own accessors, which stamp any
// element of an identity they wrote as replaced, so the stores check every element's identity
// after the send (``IdentifiedArray/noteUncomparedWrite()``; `ReplaceChildTests`,
// `GenericElementWriteTests`). These overloads compare it here and write through the unstamped
// accessors, so an element modified in place has no store checked; `ForEachReducer` does the
// same with its element reducer.
extension IdentifiedArray where Element: ObservableState {
  /// The element with `id`, or `nil`; see ``IdentifiedArray/subscript(id:)``.
  public subscript(id id: ID) -> Element? {
    get { self[unchecked: id] }
    set { self[unchecked: id] = newValue }
    _modify {
      // NB: the id is looked up once; an absent element written here is appended, and one set to
      // `nil` removed, both structural changes that move the stamp anyway.
      guard let index = index(id: id) else {
        yield &self[absent: id]
        return
      }
      let before = self[unstamped: index]._$id
      defer { if index < count, self[unstamped: index]._$id != before { noteReplacement() } }
      yield &self[unstamped: id, at: index]
    }
  }

  /// The element at `position`; see ``IdentifiedArray/subscript(position:)``.
  public subscript(position: Int) -> Element {
    get { self[unchecked: position] }
    set { self[unchecked: position] = newValue }
    _modify {
      let before = self[unstamped: position]._$id
      defer { if self[unstamped: position]._$id != before { noteReplacement() } }
      yield &self[unstamped: position]
    }
  }
}

/// The array's own getters and setters under labels the overloads above do not share: from
/// here, where the element type is unconstrained, `self[id:]` and `self[_:]` can only mean those.
/// (Their modify accessors are not forwarded: the overloads modify through the unstamped ones.)
nonisolated extension IdentifiedArray {
  fileprivate subscript(unchecked id: ID) -> Element? {
    get { self[id: id] }
    set { self[id: id] = newValue }
  }

  fileprivate subscript(unchecked position: Int) -> Element {
    get { self[position] }
    set { self[position] = newValue }
  }
}
