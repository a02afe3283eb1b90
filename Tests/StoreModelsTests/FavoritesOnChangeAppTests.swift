import StoreModels
import TestSupport
import Testing

/// `Favorites.OnChangeApp`: two tabs' own copies of the favorites kept in step by two
/// `onChange(of:)` reducers, as the store library's 1.7.0 shared-state case study does. Each
/// write of one copy into the other logs `Favorites.OnChangeApp.replay`, so the tests count how
/// often the built reducers ran.
@Suite("Favorites.OnChangeApp")
struct FavoritesOnChangeAppTests {
  let app = Favorites.OnChangeApp()

  /// Runs `action` on `state` and returns the events it logged.
  func send(_ action: Favorites.OnChangeApp.Action, to state: inout Favorites.OnChangeApp.State)
    -> [String]
  {
    recordedEvents { app.reduce(into: &state, action: action) }
  }

  /// The counter's `onChange` writes the profile's copy once; the profile's `onChange` compares
  /// around a `Scope` that ignored the action, finds its copy equal, and does not write back.
  @Test("a save in the counter is written into the profile's copy, once")
  func saveSyncsToProfile() {
    var state = Favorites.OnChangeApp.State(count: 3, favorites: [1])
    #expect(send(.counter(.saveButtonTapped), to: &state) == ["Favorites.OnChangeApp.replay"])
    #expect(state.counter.favorites == [1, 3])
    #expect(state.profile.favorites == [1, 3])
  }

  /// The reverse direction: the profile's `onChange` writes the counter's copy once, and the
  /// counter's finds its copy unchanged by its own `Scope`.
  @Test("a removal in the profile is written back into the counter's copy, once")
  func profileRemoveSyncsToCounter() {
    var state = Favorites.OnChangeApp.State(count: 1, favorites: [1, 3])
    #expect(
      send(.profile(.removeButtonTapped(1)), to: &state) == ["Favorites.OnChangeApp.replay"])
    #expect(state.profile.favorites == [3])
    #expect(state.counter.favorites == [3])
    #expect(state.counter.isFavorite == false)
  }

  /// A removal from the counter tab goes the same way as a save.
  @Test("a removal in the counter is written into the profile's copy, once")
  func counterRemoveSyncsToProfile() {
    var state = Favorites.OnChangeApp.State(count: 3, favorites: [1, 3])
    #expect(send(.counter(.removeButtonTapped), to: &state) == ["Favorites.OnChangeApp.replay"])
    #expect(state.counter.favorites == [1])
    #expect(state.profile.favorites == [1])
  }

  /// `==` is the only thing between an action and a write: a step that leaves the favorites as
  /// they were runs neither built reducer.
  @Test("an increment, which changes no favorites, writes neither copy")
  func incrementWritesNothing() {
    var state = Favorites.OnChangeApp.State(count: 1, favorites: [1])
    #expect(send(.counter(.incrementButtonTapped), to: &state) == [])
    #expect(state.counter.count == 2)
    #expect(state.profile.favorites == [1])
  }

  /// The two copies agree after every step of the built-in script's sequence.
  @Test("the copies agree after every step of the favorites script")
  func copiesAgreeThroughTheScript() {
    var state = Favorites.OnChangeApp.State()
    let steps: [Favorites.OnChangeApp.Action] = [
      .counter(.incrementButtonTapped), .counter(.saveButtonTapped),
      .counter(.incrementButtonTapped), .counter(.incrementButtonTapped),
      .counter(.saveButtonTapped), .profile(.removeButtonTapped(1)),
      .counter(.decrementButtonTapped), .counter(.decrementButtonTapped),
      .counter(.saveButtonTapped), .counter(.removeButtonTapped),
      .counter(.incrementButtonTapped), .profile(.removeButtonTapped(3)),
    ]
    var replays = 0
    for action in steps {
      replays += send(action, to: &state).count
      #expect(state.counter.favorites == state.profile.favorites, "after \(action)")
    }
    #expect(state.profile.favorites == [])
    // NB: one write per step that changed the favorites: two saves, a removal, a save, a
    // removal from the counter, a removal from the profile.
    #expect(replays == 6)
  }
}
