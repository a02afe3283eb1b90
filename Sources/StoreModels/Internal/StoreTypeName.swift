/// The name a store reports its events under, computed once per store.
///
/// `StoreOf<Counter>` when the state and action are a feature's nested `State` and `Action`
/// (module and enclosing namespaces dropped: `StoreModels.Favorites.Counter.State` gives
/// `Counter`), otherwise `Store<State, Action>` with the module prefix of each type dropped.
func storeTypeName<State, Action>(_: State.Type, _: Action.Type) -> String {
  let state = String(reflecting: State.self)
  let action = String(reflecting: Action.self)
  let feature = state.dropLast(".State".count)
  if state.hasSuffix(".State"), action.hasSuffix(".Action"),
    feature == action.dropLast(".Action".count)
  {
    return "StoreOf<\(feature.split(separator: ".").last ?? feature)>"
  }
  return "Store<\(droppingModule(state)), \(droppingModule(action))>"
}

/// `name` without its leading module name: `Swift.Int` gives `Int`, `()` stays `()`.
private func droppingModule(_ name: String) -> Substring {
  guard let dot = name.firstIndex(of: "."), !name[..<dot].contains(where: "<(,".contains) else {
    return name[...]
  }
  return name[name.index(after: dot)...]
}
