import StoreModels
import TestSupport
import Testing

/// The store library's `PresentationReducerTests` (`Tests/ComposableArchitectureTests/Reducers/`
/// `PresentationReducerTests.swift` at its HEAD; 1.7.0 has the same cases but `testNestedDismiss`,
/// four of them only in debug builds, `testRuntimeWarn_NilChild_SendChildAction` among them): a
/// parent presents a child by setting its optional state, a child action reaches the presented
/// child before the parent runs, the parent dismisses by setting the state to `nil` or by its
/// presentation case's `dismiss`, which removes the child after the parent has run unless the
/// parent presented another, and an action for an absent child is reported. `PresentationState`'s
/// own `[case:]` subscript and `==` are pinned on the wrapper itself. Each test has the original's
/// name.
///
/// The originals run a `TestStore` over `@PresentationState` and `ifLet(\.$child, action:)`; the
/// lab presents with a plain optional and the presentation `ifLet(\.child, action:)`, so here a
/// plain store is sent to and its state compared whole after each send (the state half of the
/// `TestStore`'s exhaustivity, not its check that no action or effect went unasserted). The
/// fixtures' actions keep the originals' shape, `child(PresentationAction<Child.Action>)`, and
/// their case paths name that case, so the presentation `ifLet` runs them. Both reducers of the
/// main fixture record what they handle, so the order shows. The other 25 cases (the `dismiss`
/// dependency and other effects, alerts and dialogs) are not ported; docs/peer-suites.md gives
/// each group's reason.
@Suite("Library: PresentationReducerTests")
struct LibraryPresentationReducerTests {
  private typealias Parent = LibraryPresentation.Parent
  private typealias Child = LibraryPresentation.Child
  private typealias Handled = LibraryPresentation.Handled
  private typealias Destination = LibraryPresentation.Destination
  /// The `testRehydrate…` cases' parent: on its presentation's `dismiss` it changes or replaces
  /// the child it sees, then the `ifLet` decides whether it is the same presentation.
  private typealias Rehydrating = PresentationFixtures.Parent
  private typealias Inert = LibraryPresentation.Inert
  private typealias Identified = LibraryPresentation.Identified
  private typealias Comparisons = LibraryPresentation.Comparisons
  private typealias Compared = LibraryPresentation.Compared

  @Test("a presentation's case subscript reads and writes the payload of the state's case")
  func testPresentationStateSubscriptCase() {
    // NB: the original's `@PresentationState` field is a property wrapper whose projection is
    // subscripted (`parent.$child[case:]`); the lab's `PresentationState` is no property
    // wrapper, so the test holds one and subscripts it.
    var child = PresentationState(wrappedValue: Destination.int(42))

    let log = recordedEvents {
      // NB: the port also pins that a read through another case finds nothing and reports
      // nothing; only a write is reported.
      #expect(child[case: \.text] == nil)
      child[case: \.int]? += 1
      #expect(child.wrappedValue == .int(43))
      child[case: \.int] = nil
      #expect(child.wrappedValue == nil)
    }

    #expect(log == [])
  }

  @Test("a write through a case the presented state is not in changes nothing, with a warning")
  func testPresentationStateSubscriptCase_Unexpected() {
    // NB: the original expects the library's issue, "Can't modify unrelated case", naming the
    // case the state is in; the lab's warning names the wrapper's type and that case. Both
    // writes are reported, the optional chain that found nothing too.
    var child = PresentationState(wrappedValue: Destination.int(42))

    let log = recordedEvents {
      child[case: \.text]?.append("!")
      child[case: \.text] = nil
    }

    #expect(child.wrappedValue == .int(42))
    #expect(
      log
        == Array(
          repeating: """
            PresentationState<LibraryPresentation.Destination>.warning: ignored a write to a \
            case the state is not in; it is in case int
            """, count: 2))
  }

  @Test("the parent's dismiss action removes the presented child, without running the child")
  func testPresentation_parentDismissal() {
    var handled: [Handled] = []
    let store = Store(initialState: Parent.State()) { Parent { handled.append($0) } }

    let log = recordedEvents {
      store.send(.presentChild)
      #expect(store.withState(\.self) == Parent.State(child: Child.State()))
      store.send(.child(.presented(.incrementButtonTapped)))
      #expect(store.withState(\.self) == Parent.State(child: Child.State(count: 1)))
      store.send(.child(.dismiss))
      #expect(store.withState(\.self) == Parent.State())
    }

    // NB: the parent ignores `dismiss`, as the original's does; the `ifLet` removes the child
    // after it (`PresentationReducer.swift` lines 476–483 at HEAD, 551–558 at 1.7.0).
    #expect(
      handled == [
        .parent(.presentChild), .child(.incrementButtonTapped),
        .parent(.child(.presented(.incrementButtonTapped))), .parent(.child(.dismiss)),
      ])
    #expect(log == [])
  }

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

  @Test("a dismiss action for an absent child is ignored with a warning; the parent still runs")
  func testRuntimeWarn_NilChild_SendDismissAction() {
    // NB: as `testRuntimeWarn_NilChild_SendChildAction`, with `dismiss`: the library reports
    // any presentation action for an absent child, with the same message.
    var handled: [Handled] = []
    let store = Store(initialState: Parent.State()) { Parent { handled.append($0) } }

    let log = recordedEvents { store.send(.child(.dismiss)) }

    #expect(store.withState(\.self) == Parent.State())
    #expect(handled == [.parent(.child(.dismiss))])
    #expect(
      log == [
        """
        Presentation<LibraryPresentation.Child>.warning: ignored dismiss, sent to a \
        presentation whose state is nil; if it was dismissed, a store kept from before sent it
        """
      ])
  }

  @Test("an action for an absent child is ignored with a warning; the parent still runs")
  func testRuntimeWarn_NilChild_SendChildAction() {
    // NB: the original's parent and child are inert and it expects the issue the library
    // reports, which names the `ifLet`'s line and the action; the lab's presentation warning
    // names the child feature and the presentation action. The library runs the parent
    // whatever it found (`PresentationReducer.swift` lines 513–539 at HEAD, 588–611 at 1.7.0).
    // Of the two ways the library's message gives for such an action, the lab's warning names
    // the second, a send while the state is `nil`.
    var handled: [Handled] = []
    let store = Store(initialState: Parent.State()) { Parent { handled.append($0) } }

    let log = recordedEvents { store.send(.child(.presented(.tap))) }

    #expect(store.withState(\.self) == Parent.State())
    #expect(handled == [.parent(.child(.presented(.tap)))])
    #expect(
      log == [
        """
        Presentation<LibraryPresentation.Child>.warning: ignored presented(tap), sent to a \
        presentation whose state is nil; if it was dismissed, a store kept from before sent it
        """
      ])
  }

  @Test("a parent that presents an equal child on dismiss sees it dismissed: values do not count")
  func testRehydrateSameChild_SendDismissAction() {
    // NB: the child's state has no id and no cases, so any value of it is the same
    // presentation, and the `ifLet`, which runs after the parent, removes it.
    typealias Parent = Rehydrating<Inert>
    let store = Store(initialState: Parent.State(child: Inert())) {
      Parent { $0 = Inert() }
    }

    let log = recordedEvents { store.send(.child(.dismiss)) }

    #expect(store.withState(\.self) == Parent.State())
    #expect(log == [])
  }

  @Test("a parent that presents a child with another id on dismiss keeps it presented")
  func testRehydrateDifferentChild_SendDismissAction() {
    // NB: the original's ids are UUIDs, the new one from an incrementing generator (its first,
    // 0); here the parent picks 0 itself. Its second `dismiss` leaves the child alone, so the
    // `ifLet` removes it.
    typealias Parent = Rehydrating<Identified>
    let store = Store(initialState: Parent.State(child: Identified(id: 0xDEAD_BEEF))) {
      Parent { if $0?.id == 0xDEAD_BEEF { $0 = Identified(id: 0) } }
    }

    let log = recordedEvents {
      store.send(.child(.dismiss))
      #expect(store.withState(\.self) == Parent.State(child: Identified(id: 0)))
      store.send(.child(.dismiss))
      #expect(store.withState(\.self) == Parent.State())
    }

    #expect(log == [])
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

  @Test("a presentation state equals its copy without comparing the presented states")
  func testFastPathEquality() {
    // NB: the original's state's `==` sleeps five seconds and the test times the comparison;
    // here it counts its calls. Copies share their storage until one is written.
    let comparisons = Comparisons()
    let state = PresentationState(wrappedValue: Compared(comparisons: comparisons))

    #expect(state == state)
    #expect(comparisons.count == 0)
    var copy = state
    copy.wrappedValue = Compared(comparisons: comparisons)
    #expect(copy == state)
    #expect(comparisons.count == 1)
  }
}

/// The features of the library's `PresentationReducerTests`: a parent with an optional child
/// counter (the originals' `@PresentationState var child`), which it presents, and dismisses on
/// its own action, on its presentation case's `dismiss`, or on the child's `dismissMe`. The child
/// gathers the actions of the originals' children. Each reducer reports what it handles to the
/// closure the feature is made with. The `testRehydrate…` cases' parent and children, the
/// subscript cases' enum and the equality case's costly state follow.
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
        var child: AnyCasePath<Action, PresentationAction<Child.Action>> {
          AnyCasePath(embed: Action.child) {
            guard case .child(let action) = $0 else { return nil }
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

  /// `testRehydrateSameChild_SendDismissAction`'s child state: no fields, no id.
  struct Inert: Equatable {}

  /// `testRehydrateDifferentChild_SendDismissAction`'s child state: an id and nothing else.
  struct Identified: Equatable, Identifiable {
    let id: Int
  }

  /// The subscript cases' presented enum.
  enum Destination: Equatable, CasePathable {
    case int(Int)
    case text(String)

    struct AllCasePaths {
      var int: AnyCasePath<Destination, Int> {
        AnyCasePath(embed: Destination.int) {
          guard case .int(let value) = $0 else { return nil }
          return value
        }
      }

      var text: AnyCasePath<Destination, String> {
        AnyCasePath(embed: Destination.text) {
          guard case .text(let value) = $0 else { return nil }
          return value
        }
      }
    }

    static let allCasePaths = AllCasePaths()
  }

  /// How many times ``Compared``'s `==` ran.
  final class Comparisons {
    var count = 0
  }

  /// `testFastPathEquality`'s state, whose `==` (always true) counts its calls.
  struct Compared: Equatable {
    let comparisons: Comparisons

    static func == (lhs: Self, _: Self) -> Bool {
      lhs.comparisons.count += 1
      return true
    }
  }
}
