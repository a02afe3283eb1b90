/// The store library's `StackState` (a navigation stack's screens) and `StackAction`, as its
/// `NavigationStackStore` scopes them: a store of `StackState<F.State>` and
/// `StackAction<F.State, F.Action>` is named `StackStoreOf<F>`, as the library names it (1.4.0's
/// recordings log the name).
///
/// The screens are an identified array of their states, ids and all (``elements``): the lab's
/// stack identifies a screen by its state's own id, where the library gives each pushed screen a
/// `StackElementID` of its own; nothing the lab counts tells the two apart.
public struct StackState<Element: Identifiable> {
  /// The screens, bottom first.
  public var elements: IdentifiedArrayOf<Element>

  /// An empty stack.
  public init() {
    elements = IdentifiedArrayOf<Element>()
  }

  /// A stack of `elements`, bottom first.
  public init(elements: IdentifiedArrayOf<Element>) {
    self.elements = elements
  }

  /// The screens' ids, bottom first.
  public var ids: ContiguousArray<Element.ID> { elements.ids }

  /// The screen `id`, `nil` once it is popped.
  public subscript(id id: Element.ID) -> Element? {
    elements[id: id]
  }
}

extension StackState: Equatable where Element: Equatable {}

/// What a navigation stack's store is sent: a screen's action, a push or a pop.
// NB: the library's cases (`StackReducer.swift` at 1.4.0), with the lab's ids (``StackState``).
public enum StackAction<State: Identifiable, Action> {
  /// The screen `id` sent `action`.
  case element(id: State.ID, action: Action)
  /// Pops the screen `id` and every screen above it.
  case popFrom(id: State.ID)
  /// Pushes a screen of `state` (a `NavigationLink(state:)`'s tap).
  case push(id: State.ID, state: State)
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}

/// What a case path needs of a ``StackAction`` to reach its screens' actions as an
/// ``IdentifiedAction`` (``AnyCasePath/elements``).
public protocol StackActionProtocol {
  associatedtype Element: Identifiable
  associatedtype ElementAction
  /// `.element(id:action:)`.
  static func element(id: Element.ID, action: ElementAction) -> Self
  /// The screen and its action in `.element(id:action:)`, `nil` for a push or a pop.
  var elementAction: (id: Element.ID, action: ElementAction)? { get }
}

extension StackAction: StackActionProtocol {
  public typealias Element = State
  public typealias ElementAction = Action

  public var elementAction: (id: State.ID, action: Action)? {
    guard case .element(let id, let action) = self else { return nil }
    return (id, action)
  }
}

extension AnyCasePath where Value: StackActionProtocol {
  /// The case path to a stack's screens' actions, as an identified array's actions: what a
  /// store of ``StackState/elements`` sends (`\.path.elements`).
  public var elements:
    AnyCasePath<
      Root, IdentifiedAction<Value.Element.ID, Value.ElementAction>
    >
  {
    AnyCasePath<Root, IdentifiedAction<Value.Element.ID, Value.ElementAction>>(
      embed: { action in
        switch action {
        case .element(let id, let action): self.embed(.element(id: id, action: action))
        }
      },
      extract: { root in
        self.extract(from: root)?.elementAction.map { .element(id: $0.id, action: $0.action) }
      })
  }
}
