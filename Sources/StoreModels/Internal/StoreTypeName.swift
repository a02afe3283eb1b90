/// The name a store reports its events under, computed once per store, by the store library's
/// rules, so the lab's event logs read like its recorded ones:
///
/// | state | action | name |
/// |---|---|---|
/// | `F.State` | `F.Action` | `StoreOf<F>` |
/// | `F.State?` | `F.Action` | `StoreOf<F?>` |
/// | `IdentifiedArray<ID, F.State>` | `IdentifiedAction<ID, F.Action>` | `IdentifiedStoreOf<F>` |
/// | `PresentationState<F.State>` | `PresentationAction<F.Action>` | `PresentationStoreOf<F>` |
/// | `StackState<F.State>` | `StackAction<F.State, F.Action>` | `StackStoreOf<F>` |
/// | anything else | | `Store<State, Action>` |
///
/// Type names drop their module and keep their enclosing types: a feature `Counter` nested in
/// `Basics` is `StoreOf<Basics.Counter>`; `Foundation.UUID` is `UUID`.
func storeTypeName<State, Action>(_: State.Type, _: Action.Type) -> String {
  let key = StoreTypes(state: ObjectIdentifier(State.self), action: ObjectIdentifier(Action.self))
  if let name = storeTypeNames[key] { return name }
  let name = uncachedStoreTypeName(State.self, Action.self)
  storeTypeNames[key] = name
  return name
}

/// Store names by state and action type: a name is worked out once per pair of types, not once
/// per store (a list of rows makes a store per row).
@MainActor private var storeTypeNames: [StoreTypes: String] = [:]

/// `Store<State, Action>` with both types spelled out, whatever the pair: the name the store
/// library gives a store when no shorter form applies, and, before 1.5, every copy of a view store
/// (`View` + this, ``ViewStore/init(namedByTypes:)``). Worked out once per pair of types, as
/// ``storeTypeName(_:_:)`` is, since a copy is made on every body run of a `WithViewStore`.
func spelledOutStoreTypeName<State, Action>(_: State.Type, _: Action.Type) -> String {
  let key = StoreTypes(state: ObjectIdentifier(State.self), action: ObjectIdentifier(Action.self))
  if let name = spelledOutStoreTypeNames[key] { return name }
  let name = spelledOut(TypeName(State.self), TypeName(Action.self))
  spelledOutStoreTypeNames[key] = name
  return name
}

/// Spelled-out names by state and action type (``spelledOutStoreTypeName(_:_:)``).
@MainActor private var spelledOutStoreTypeNames: [StoreTypes: String] = [:]

/// `Store<State, Action>` from the two types' printed names.
private func spelledOut(_ state: TypeName, _ action: TypeName) -> String {
  "Store<\(state.text), \(action.text)>"
}

/// A store's state and action types, as a key that costs no allocation to make.
private struct StoreTypes: Hashable {
  let state: ObjectIdentifier
  let action: ObjectIdentifier
}

private func uncachedStoreTypeName<State, Action>(_: State.Type, _: Action.Type) -> String {
  let state = TypeName(State.self)
  let action = TypeName(Action.self)
  if let feature = state.feature(actionedBy: action) {
    return "StoreOf<\(feature)>"
  }
  if let element = state.identifiedElement, let elementAction = action.identifiedAction,
    let feature = element.feature(actionedBy: elementAction)
  {
    return "IdentifiedStoreOf<\(feature)>"
  }
  if let wrapped = state.presentedState, let presentedAction = action.presentedAction,
    let feature = wrapped.feature(actionedBy: presentedAction)
  {
    return "PresentationStoreOf<\(feature)>"
  }
  if let screen = state.stackElement, let screenAction = action.stackElementAction,
    screenAction.state?.text == screen.text,
    let feature = screen.feature(actionedBy: screenAction.action)
  {
    return "StackStoreOf<\(feature)>"
  }
  return spelledOut(state, action)
}

/// The name a reducer reports its warnings under: `IfLet<Basics.Counter>` for `kind` `IfLet` over
/// the feature with `State` and `Action`.
func reducerTypeName<State, Action>(_ kind: String, _: State.Type, _: Action.Type) -> String {
  let state = TypeName(State.self)
  return "\(kind)<\(state.feature(actionedBy: TypeName(Action.self)) ?? state.text)>"
}

/// A type's name as the store library prints it: every qualified name without its module,
/// `Optional<T>` as `T?`, `Array<T>` as `[T]`.
struct TypeName {
  let text: String

  init(_ type: Any.Type) {
    text = Self.printed(String(reflecting: type))
  }

  private init(text: String) {
    self.text = text
  }

  /// `Basics.Counter` for `Basics.Counter.State` with `Basics.Counter.Action`, `Basics.Counter?`
  /// for `Basics.Counter.State?`; `nil` when the two are not one feature's.
  func feature(actionedBy action: TypeName) -> String? {
    var state = Substring(text)
    var optional = ""
    if state.hasSuffix("?") {
      state = state.dropLast()
      optional = "?"
    }
    guard state.hasSuffix(".State"), action.text.hasSuffix(".Action") else { return nil }
    let feature = state.dropLast(".State".count)
    guard feature == action.text.dropLast(".Action".count) else { return nil }
    return feature + optional
  }

  /// The element of `IdentifiedArray<ID, Element>`.
  var identifiedElement: TypeName? {
    genericArguments(of: "IdentifiedArray<", count: 2)?.last
  }

  /// The element action of `IdentifiedAction<ID, Action>`.
  var identifiedAction: TypeName? {
    genericArguments(of: "IdentifiedAction<", count: 2)?.last
  }

  /// The element of `StackState<Element>`.
  var stackElement: TypeName? {
    genericArguments(of: "StackState<", count: 1)?.first
  }

  /// The state and action of `StackAction<State, Action>`.
  var stackElementAction: (state: TypeName?, action: TypeName)? {
    genericArguments(of: "StackAction<", count: 2).map { ($0.first, $0[1]) }
  }

  /// The state of `PresentationState<State>`.
  var presentedState: TypeName? {
    genericArguments(of: "PresentationState<", count: 1)?.first
  }

  /// The action of `PresentationAction<Action>`.
  var presentedAction: TypeName? {
    genericArguments(of: "PresentationAction<", count: 1)?.first
  }

  /// The `count` generic arguments of `prefix…>`, split at its top-level commas; `nil` for
  /// another type or another number of arguments.
  private func genericArguments(of prefix: String, count: Int) -> [TypeName]? {
    guard text.hasPrefix(prefix), text.hasSuffix(">") else { return nil }
    let arguments = text.dropFirst(prefix.count).dropLast()
    var found: [TypeName] = []
    var start = arguments.startIndex
    var depth = 0
    for index in arguments.indices {
      switch arguments[index] {
      case "<", "(", "[": depth += 1
      case ">", ")", "]": depth -= 1
      case "," where depth == 0:
        found.append(TypeName(text: String(arguments[start..<index].drop { $0 == " " })))
        start = arguments.index(after: index)
      default: break
      }
    }
    found.append(TypeName(text: String(arguments[start...].drop { $0 == " " })))
    return found.count == count ? found : nil
  }

  /// `reflecting` with its module names dropped and optionals and arrays abbreviated.
  private static func printed(_ reflecting: String) -> String {
    abbreviated(droppingModules(reflecting))
  }

  /// Drops the first component of every dotted name: `Swift.Int` → `Int`,
  /// `StoreModels.Basics.Counter.State` → `Basics.Counter.State`.
  private static func droppingModules(_ name: String) -> String {
    var result = ""
    var word = ""
    func flush() {
      if let dot = word.firstIndex(of: ".") {
        result += word[word.index(after: dot)...]
      } else {
        result += word
      }
      word = ""
    }
    for character in name {
      if isNameCharacter(character) {
        word.append(character)
      } else {
        flush()
        result.append(character)
      }
    }
    flush()
    return result
  }

  /// `Optional<T>` → `T?` and `Array<T>` → `[T]`, innermost first.
  private static func abbreviated(_ name: String) -> String {
    var name = name
    for (prefix, open, close) in [("Optional<", "", "?"), ("Array<", "[", "]")] {
      while let start = lastGeneric(prefix, in: name) {
        let opening = name.index(start, offsetBy: prefix.count)
        guard let end = matchingClose(in: name, after: opening) else { break }
        let inner = name[opening..<end]
        name.replaceSubrange(start...end, with: open + inner + close)
      }
    }
    return name
  }

  /// Where the last `prefix` that starts a name (not the end of a longer one) begins.
  private static func lastGeneric(_ prefix: String, in name: String) -> String.Index? {
    var found: String.Index?
    var index = name.startIndex
    while index < name.endIndex {
      if name[index...].hasPrefix(prefix),
        index == name.startIndex || !isNameCharacter(name[name.index(before: index)])
      {
        found = index
      }
      index = name.index(after: index)
    }
    return found
  }

  private static func isNameCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_" || character == "."
  }

  /// The `>` that closes the `<` just before `start`.
  private static func matchingClose(in name: String, after start: String.Index) -> String.Index? {
    var depth = 1
    var index = start
    while index < name.endIndex {
      switch name[index] {
      case "<": depth += 1
      case ">":
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
      index = name.index(after: index)
    }
    return nil
  }
}
