import StoreModels

/// The store library's `WithViewStore` (as at 1.7.0): a view that observes a view store and hands
/// each body run a fresh copy of it.
///
/// ```swift
/// WithViewStore(store, observe: { $0 }) { viewStore, content in
///   content.log("BasicsView.body")
///   content.text("\(viewStore.count)")
/// }
/// ```
///
/// Creating one scopes a store of the view state from `store` (uncached) and makes a view store
/// of it, which scopes once more: two `Store….init` and one `View….init`, every time the view
/// that writes it runs its body. Each of its own body runs logs `WithView….body`, as the library
/// does, and calls `content` with a copy of the view store (`View….init`, then `View….deinit`
/// when the copy is let go). It observes its view store as an observed object.
///
/// A transparent helper: it shows nothing itself, and screen paths skip it.
struct WithViewStore<ViewState: Equatable, ViewAction>: LabView {
  static var viewName: String { "WithViewStore" }
  static var isTransparent: Bool { true }

  @ObservedObject var viewStore: ViewStore<ViewState, ViewAction>
  /// The app's content, kept as given, as the library's `init` keeps it.
  ///
  /// NB: the library's debug builds also store a `previousState` closure made anew in each
  /// `init`, which would make every new `WithViewStore` a changed input (rule 15 in
  /// docs/fidelity.md); the new view store already does, so it is not modelled.
  let content: (ViewStore<ViewState, ViewAction>, inout ViewContent) -> Void
  /// Whether each body run's copy of the view store is named after its types, as 1.4.0 named
  /// copies (``init(release1_4:observe:removeDuplicates:content:)``).
  private let namesCopiesByTypes: Bool

  /// - Parameters:
  ///   - store: The store to observe.
  ///   - toViewState: Derives the view state.
  ///   - isDuplicate: Whether a new view state is the same as the one shown; `==` by default.
  ///   - content: The view's content, written with the copy of the view store this run gets.
  init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (State) -> ViewState,
    removeDuplicates isDuplicate: @escaping (ViewState, ViewState) -> Bool = { $0 == $1 },
    content: @escaping (ViewStore<ViewState, ViewAction>, inout ViewContent) -> Void
  ) {
    let viewStateStore = store.scope(state: toViewState, action: { $0 })
    self.init(
      viewStore: ViewStore(scoping: viewStateStore, removeDuplicates: isDuplicate),
      namesCopiesByTypes: false, content: content)
  }

  /// A `WithViewStore` as the library made one before 1.5.6 (as at 1.4.0, `WithViewStore.swift`
  /// lines 123–142): creating one scopes a store of the view state from `store` and makes a view
  /// store of it that observes that store without scoping again, so one `Store….init` and one
  /// `View….init`. Its body is 1.7.0's: the `WithView….body` line and a copy of the view store.
  ///
  /// Each body run's copy is named as 1.4.0 named copies, after the view state's and action's
  /// types spelled out (`ViewStore<Feature.State, Feature.Action>`), not after the store.
  init<State>(
    release1_4 store: Store<State, ViewAction>,
    observe toViewState: @escaping (State) -> ViewState,
    removeDuplicates isDuplicate: @escaping (ViewState, ViewState) -> Bool = { $0 == $1 },
    content: @escaping (ViewStore<ViewState, ViewAction>, inout ViewContent) -> Void
  ) {
    let viewStateStore = store.scope(state: toViewState, action: { $0 })
    self.init(
      viewStore: ViewStore(
        viewStateStore, observe: { $0 }, send: { $0 }, removeDuplicates: isDuplicate),
      namesCopiesByTypes: true, content: content)
  }

  /// Observes `viewStore`, made by one of the releases' initializers above.
  private init(
    viewStore: ViewStore<ViewState, ViewAction>, namesCopiesByTypes: Bool,
    content: @escaping (ViewStore<ViewState, ViewAction>, inout ViewContent) -> Void
  ) {
    _viewStore = ObservedObject(wrappedValue: viewStore)
    self.namesCopiesByTypes = namesCopiesByTypes
    self.content = content
  }

  func body(_ content: inout ViewContent) {
    content.log("With\(viewStore.name).body")
    let copy = namesCopiesByTypes ? ViewStore(namedByTypes: viewStore) : ViewStore(viewStore)
    self.content(copy, &content)
  }
}
