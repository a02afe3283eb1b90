import Instrumentation
import StoreModels
import Testing

@testable import ArchitectureLab

/// Makes a `NavigationStackStore` over the same store of screens on every run, each screen
/// shown by the `stack` scenario's `store/legacy` screen view; runs again when `trigger` is
/// fired, and on nothing else.
private struct Parent: LabView {
  @ObservedObject var trigger: TestSignal
  let screens: Store<IdentifiedArrayOf<CounterStack.Screen.State>, StackLegacyStoreViews.Screens>

  func body(_ content: inout ViewContent) {
    content.child(
      NavigationStackStore(screens) { _ in
      } destination: { screen, content in
        content.child(StackLegacyStoreViews.ScreenView(store: screen))
      })
  }
}

/// A stack of `size` screens under a parent that runs when `trigger` is fired, mounted and
/// rendered once, and its store.
private func mount(size: Int, trigger: TestSignal) -> (Renderer, StoreOf<CounterStack.Stack>) {
  let store = Store(initialState: CounterStack.Stack.State(size: size), rules: .release1_7) {
    CounterStack.Stack()
  }
  let renderer = Renderer(
    root: Parent(trigger: trigger, screens: store.scope(state: \.screens, action: \.screens)),
    observationTracking: .none)
  renderer.renderPass()
  return (renderer, store)
}

/// The body runs of one turn that makes `change`, then renders `renderer`, in order.
private func bodies(of renderer: Renderer, after change: () -> Void) -> [String] {
  recorded([.body]) {
    change()
    renderer.renderPass()
  }
}

/// How `NavigationStackStore` holds its screens (docs/fidelity.md, rule 15): its `init` makes
/// the destination closure anew, and each screen's `Destination` holds that closure and a
/// `Component`, equal when the ids are.
@Suite("NavigationStackStore's screens")
struct NavigationStackStoreTests {
  @Test("a parent that makes the NavigationStackStore again re-runs every screen's Destination")
  func remadeStoreRerunsDestinations() {
    let trigger = TestSignal()
    let (renderer, _) = mount(size: 2, trigger: trigger)
    // NB: the same store of screens and the same ids, but a new destination closure, around the
    // store and the app's closure: a changed input of both screens. Their stores are cached, so
    // the screens' views have equal inputs and stay.
    #expect(
      bodies(of: renderer) { trigger.fire() } == [
        "Parent.body", "NavigationStackStore.body", "Destination.body", "Destination.body",
      ])
  }

  @Test("a change to a screen's state with the ids unchanged re-runs no Destination")
  func elementChangeRerunsNoDestination() {
    let trigger = TestSignal()
    let (renderer, store) = mount(size: 2, trigger: trigger)
    // NB: the path's view store publishes only when the ids change: only the screen's own
    // `WithViewStore`, which observes its state, runs.
    #expect(
      bodies(of: renderer) {
        store.send(.screens(.element(id: 1, action: .incrementButtonTapped)))
      } == ["ScreenView.body"])
    // NB: with a push in the same turn the path publishes and its body runs with the same
    // destination closure: screen 1's `Component` holds a changed state but the same id, so its
    // `Destination` is equal and stays; only screen 3's runs, inserted. In tree order: the
    // path, screen 1's `WithViewStore`, then screen 3's `Destination`, struct and `WithViewStore`.
    #expect(
      bodies(of: renderer) {
        store.send(.screens(.element(id: 1, action: .incrementButtonTapped)))
        store.send(.pushButtonTapped)
      } == [
        "NavigationStackStore.body", "ScreenView.body", "Destination.body", "ScreenViewHost.body",
        "ScreenView.body",
      ])
  }
}
