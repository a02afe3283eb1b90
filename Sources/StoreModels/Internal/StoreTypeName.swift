/// The name a store reports its events under, computed once per store.
///
/// `StoreOf<Counter>` when the state and action are a feature's nested `State` and `Action`
/// (module and enclosing namespaces dropped: `StoreModels.Favorites.Counter.State` gives
/// `Counter`), otherwise `Store<State, Action>` with the module prefix of each type dropped.
func storeTypeName<State, Action>(_: State.Type, _: Action.Type) -> String {
  if let feature = featureName(State.self, Action.self) {
    return "StoreOf<\(feature)>"
  }
  return "Store<\(droppingModule(String(reflecting: State.self))), "
    + "\(droppingModule(String(reflecting: Action.self)))>"
}

/// The name of a store of an identified collection of the feature with `State` and `Action`:
/// `StoreOf<IdentifiedArrayOf<Row>>`.
func collectionStoreTypeName<State, Action>(_: State.Type, _: Action.Type) -> String {
  "StoreOf<IdentifiedArrayOf<\(featureName(State.self, Action.self) ?? "\(State.self)")>>"
}

/// The name a reducer reports its warnings under: `IfLet<Counter>` for `kind` `IfLet` over the
/// feature with `State` and `Action`.
func reducerTypeName<State, Action>(_ kind: String, _: State.Type, _: Action.Type) -> String {
  let feature = featureName(State.self, Action.self)
  return "\(kind)<\(feature ?? droppingModule(String(reflecting: State.self)))>"
}

/// `Counter` for `StoreModels.Favorites.Counter.State` and `….Counter.Action`, `Counter?` for
/// an optional `….Counter.State` (a legacy closure scope to an optional child), else `nil`.
private func featureName<State, Action>(_: State.Type, _: Action.Type) -> Substring? {
  var state = String(reflecting: State.self)[...]
  var suffix = ""
  if state.hasPrefix("Swift.Optional<"), state.hasSuffix(">") {
    state = state.dropFirst("Swift.Optional<".count).dropLast()
    suffix = "?"
  }
  let action = String(reflecting: Action.self)
  let feature = state.dropLast(".State".count)
  guard state.hasSuffix(".State"), action.hasSuffix(".Action"),
    feature == action.dropLast(".Action".count)
  else { return nil }
  return Substring((feature.split(separator: ".").last ?? feature) + suffix)
}

/// `name` without its leading module name: `Swift.Int` gives `Int`, `()` stays `()`.
private func droppingModule(_ name: String) -> Substring {
  guard let dot = name.firstIndex(of: "."), !name[..<dot].contains(where: "<(,".contains) else {
    return name[...]
  }
  return name[name.index(after: dot)...]
}
