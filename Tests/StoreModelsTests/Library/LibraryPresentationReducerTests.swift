import StoreModels
import TestSupport
import Testing

/// The store library's `PresentationReducerTests` (`Tests/ComposableArchitectureTests/Reducers/`
/// `PresentationReducerTests.swift` at its HEAD; 1.7.0 has the same cases but `testNestedDismiss`,
/// four of them only in debug builds, `testRuntimeWarn_NilChild_SendChildAction` among them): a
/// parent presents a child by setting its optional state, a child action reaches the presented
/// child before the parent runs, the parent dismisses by setting the state to `nil`, and an
/// action for an absent child is reported. Each test has the original's name.
///
/// The originals run a `TestStore` over `@PresentationState` and `ifLet(\.$child, action:)`; the
/// lab presents with a plain optional and `ifLet(\.child, action:)`, so here a plain store is sent
/// to and its state compared whole after each send (the state half of the `TestStore`'s
/// exhaustivity, not its check that no action or effect went unasserted). The fixture's action
/// keeps the originals' shape, `child(PresentationAction<Child.Action>)`, its case path reaching
/// through `presented`; the lab's `PresentationAction` has no `dismiss`. Both reducers record
/// what they handle, so the order shows. The other 32 cases (`dismiss`, effects, alerts and
/// dialogs, `PresentationState`'s own subscripts and equality) are not ported; docs/peer-suites.md
/// gives each group's reason.
@Suite("Library: PresentationReducerTests")
struct LibraryPresentationReducerTests {
  private typealias Parent = LibraryPresentation.Parent
  private typealias Child = LibraryPresentation.Child
  private typealias Handled = LibraryPresentation.Handled

  @Test("a presented child counts its own actions, and the parent dismisses it by setting nil")
  func testPresentation_parentDismissal_NilOut() {
    var handled: [Handled] = []
    let store = Store(initialState: Parent.State()) { Parent { handled.append($0) } }

    let log = recordedEvents {
      store.send(.presentChild)
      #expect(store.withState(\.self) == Parent.State(child: Child.State()))
      store.send(.child(.presented(.incrementButtonTapped)))
      #expect(store.withState(\.self) == Parent.State(child: Child.State(count: 1)))
      store.send(.dismissChild)
      #expect(store.withState(\.self) == Parent.State())
    }

    // NB: the original's parent ignores its child's actions, so it cannot show the order; the
    // library runs the presented child before the parent (`_PresentationReducer._reduce`,
    // `PresentationReducer.swift` lines 485–500 at HEAD, 560–575 at 1.7.0).
    #expect(
      handled == [
        .parent(.presentChild), .child(.incrementButtonTapped),
        .parent(.child(.presented(.incrementButtonTapped))), .parent(.dismissChild),
      ])
    #expect(log == [])
  }

  @Test("presenting a child sets its state and leaves nothing to report")
  func testPresentation_LeavePresented() {
    // NB: the original ends its test with the child still presented, and pins that its
    // `TestStore` reports nothing: the library's `ifLet` starts a long-living effect for each
    // presented child (for its `dismiss` dependency), which the store does not count as
    // unfinished. The lab's reducers return no effects; the port pins the state and the empty
    // log.
    var handled: [Handled] = []
    let store = Store(initialState: Parent.State()) { Parent { handled.append($0) } }

    let log = recordedEvents { store.send(.presentChild) }

    #expect(store.withState(\.self) == Parent.State(child: Child.State()))
    #expect(handled == [.parent(.presentChild)])
    #expect(log == [])
  }

  @Test("a child left presented at the end is not reported")
  func testPresentation_leaveChildPresented() {
    // NB: the same test as `testPresentation_LeavePresented` at HEAD (its child, too, has no
    // actions), so each original has its port and the two share one body.
    testPresentation_LeavePresented()
  }

  @Test("an action for an absent child is ignored with a warning; the parent still runs")
  func testRuntimeWarn_NilChild_SendChildAction() {
    // NB: the original's parent and child are inert and it expects the issue the library
    // reports, which names the `ifLet`'s line and the action; the lab's `IfLet` warning names
    // the child feature and its action. The library runs the parent whatever it found
    // (`PresentationReducer.swift` lines 513–539 at HEAD, 588–611 at 1.7.0). Of the two ways
    // the library's message gives for such an action, the lab's warning names the second, a
    // send while the state is `nil`.
    var handled: [Handled] = []
    let store = Store(initialState: Parent.State()) { Parent { handled.append($0) } }

    let log = recordedEvents { store.send(.child(.presented(.tap))) }

    #expect(store.withState(\.self) == Parent.State())
    #expect(handled == [.parent(.child(.presented(.tap)))])
    #expect(
      log == [
        """
        IfLet<LibraryPresentation.Child>.warning: ignored tap, sent to a child whose state \
        is nil; if it was dismissed, a store kept from before sent it
        """
      ])
  }

  @Test("a parent that dismisses on its child's action does so after the child has handled it")
  func testPresentation_parentNilsOutChildWithLongLivingEffect() {
    var handled: [Handled] = []
    let store = Store(initialState: Parent.State()) { Parent { handled.append($0) } }

    let log = recordedEvents {
      store.send(.presentChild)
      #expect(store.withState(\.self) == Parent.State(child: Child.State()))
      // NB: the original's `task` starts an effect that never ends, which the `ifLet` cancels
      // when the parent sets the child to `nil`, and its `dismiss` answers with an effect that
      // sends `dismissMe`, which its `TestStore` receives. The lab's reducers return no effects:
      // `task` changes nothing, and `dismissMe` is sent here by hand.
      store.send(.child(.presented(.task)))
      #expect(store.withState(\.self) == Parent.State(child: Child.State()))
      store.send(.child(.presented(.dismiss)))
      #expect(store.withState(\.self) == Parent.State(child: Child.State()))
      store.send(.child(.presented(.dismissMe)))
      #expect(store.withState(\.self) == Parent.State())
    }

    // NB: the child sees `dismissMe` while it is still presented, and the parent then removes
    // it: no warning, as the presented child runs first.
    #expect(
      handled == [
        .parent(.presentChild),
        .child(.task), .parent(.child(.presented(.task))),
        .child(.dismiss), .parent(.child(.presented(.dismiss))),
        .child(.dismissMe), .parent(.child(.presented(.dismissMe))),
      ])
    #expect(log == [])
  }
}

/// The features of the library's `PresentationReducerTests`: a parent with an optional child
/// counter (the originals' `@PresentationState var child`), which it presents, and dismisses on
/// its own action or on the child's `dismissMe`. The child gathers the actions of the originals'
/// children. Each reducer reports what it handles to the closure the feature is made with.
enum LibraryPresentation {
  /// A reducer's call, as reported by ``Parent``.
  enum Handled: Equatable {
    case child(Child.Action)
    case parent(Parent.Action)
  }

  struct Child: Reducer {
    struct State: Equatable {
      var count = 0
    }

    /// The originals' children's actions: a counter's buttons, an inert `tap`, and the child of
    /// `testPresentation_parentNilsOutChildWithLongLivingEffect`'s `task`, `dismiss` (its own
    /// action, not `PresentationAction.dismiss`) and `dismissMe`.
    enum Action: Equatable {
      case decrementButtonTapped
      case dismiss
      case dismissMe
      case incrementButtonTapped
      case tap
      case task
    }

    let handled: (Handled) -> Void

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        handled(.child(action))
        switch action {
        case .decrementButtonTapped: state.count -= 1
        case .incrementButtonTapped: state.count += 1
        case .dismiss, .dismissMe, .tap, .task: break
        }
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      var child: Child.State?
    }

    enum Action: Equatable, CasePathable {
      case child(PresentationAction<Child.Action>)
      case dismissChild
      case presentChild

      struct AllCasePaths {
        /// The child's actions, through `presented`.
        var child: AnyCasePath<Action, Child.Action> {
          AnyCasePath(embed: { .child(.presented($0)) }) {
            guard case .child(.presented(let action)) = $0 else { return nil }
            return action
          }
        }
      }

      static let allCasePaths = AllCasePaths()
    }

    let handled: (Handled) -> Void

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        handled(.parent(action))
        switch action {
        case .child(.presented(.dismissMe)): state.child = nil
        case .child: break
        case .dismissChild: state.child = nil
        case .presentChild: state.child = Child.State()
        }
      }
      .ifLet(\.child, action: \.child) { Child(handled: handled) }
    }
  }
}
