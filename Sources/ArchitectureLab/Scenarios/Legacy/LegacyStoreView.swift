import StoreModels

/// A view written with the store library's view-store API (as at 1.7.0): a struct that holds a
/// store and whose body is a ``WithViewStore``.
///
/// ```swift
/// struct CounterView: LegacyStoreView {
///   let store: StoreOf<Basics.Counter>
///
///   var body: any LegacyStoreBody {
///     WithViewStore(store, observe: { $0 }) { viewStore, content in
///       content.text("Count: \(viewStore.count)")
///     }
///   }
/// }
/// ```
///
/// The view's `body` reads as the library's `var body: some View { WithViewStore(…) { … } }`,
/// and the view declares nothing else of the lab's: this protocol supplies its
/// ``LabView/body(_:)``, which makes the `WithViewStore` and shows it as the view (below).
///
/// NB: The lab's `WithViewStore` is a transparent helper: the text and buttons its content writes
/// belong to no view of the screen the oracle checks, and no tap reaches them. So the view's
/// `WithViewStore` is shown *as the view* (``OnScreen``: the view's name and id, the
/// `WithViewStore`'s view store, body and lines), and the struct, which only holds the store and
/// makes the `WithViewStore`, is the transparent helper, named after the view with `Host`
/// (`CounterViewHost`). What runs is what the library runs: the struct's body when its parent
/// hands it different inputs (a cached store is the same input), the `WithViewStore`'s body on
/// each publish of its view store and each time the struct's body makes a new one.
protocol LegacyStoreView: LabView {
  /// The view's body: the `WithViewStore` it makes each time it runs.
  ///
  /// NB: `any`, not the library's `some`: a `some` body is an associated type, whose conformance
  /// would depend on the view state's `Equatable`, isolated to the main actor in this module, and
  /// a nonisolated conformance cannot (the compiler refuses every view). The existential boxes
  /// a `WithViewStore` larger than three words on the heap, once per body run: small beside the
  /// view store that run makes, and the library's `AnyView`-free body has no such box.
  var body: any LegacyStoreBody { get }
}

extension LegacyStoreView {
  static var viewName: String { "\(screenName)Host" }
  static var isTransparent: Bool { true }

  /// The name the view has on screen: its type's, `CounterView`.
  static var screenName: String { String(describing: Self.self) }

  /// Makes the view's `WithViewStore` and shows it as the view.
  func body(_ content: inout ViewContent) {
    body.show(as: self, in: &content)
  }
}

/// What a ``LegacyStoreView``'s body is: a ``WithViewStore``, which the view shows as itself.
protocol LegacyStoreBody {
  /// Adds `self` to `content` as `owner` (``OnScreen``).
  func show<Owner: LegacyStoreView>(as owner: Owner, in content: inout ViewContent)
}

extension WithViewStore: LegacyStoreBody {
  func show<Owner: LegacyStoreView>(as owner: Owner, in content: inout ViewContent) {
    content.child(OnScreen(owner, self))
  }
}

/// The ``WithViewStore`` a ``LegacyStoreView``'s body makes, on screen as that view.
///
/// It has the view's name and id, observes the `WithViewStore`'s view store, and its body is the
/// `WithViewStore`'s: the same `WithView….body` line, view-store copy and content. A new one is a
/// changed input, as a new `WithViewStore` is (it observes a view store made anew).
struct OnScreen<Owner: LegacyStoreView, ViewState: Equatable, ViewAction>: LabView {
  static var viewName: String { Owner.screenName }

  let id: Owner.ID?
  @ObservedObject var viewStore: ViewStore<ViewState, ViewAction>
  let withViewStore: WithViewStore<ViewState, ViewAction>

  init(_ owner: Owner, _ withViewStore: WithViewStore<ViewState, ViewAction>) {
    id = owner.id
    _viewStore = ObservedObject(wrappedValue: withViewStore.viewStore)
    self.withViewStore = withViewStore
  }

  func body(_ content: inout ViewContent) {
    withViewStore.body(&content)
  }
}
