import TestSupport
import Testing
import VanillaModels

/// The same taps under the vanilla school's other answers: forwarding only the fields the tab
/// bar shows, one shared favorites object, and bindings to one view model's fields.
@Suite("Favorites: event logs of the vanilla school's other answers")
struct FavoritesAnswersEventLogTests {
  @Test("field forwarding: a save sends counter/profile/app 1/1/1, one replay, one skip")
  func fieldForwardingSave() {
    let app = Favorites.FieldForwardingAppViewModel()
    observeAsViews(app, app.counter, app.profile)
    let events = recordedEvents { app.counter.saveButtonTapped() }
    #expect(app.profile.favorites == [0])
    // counter.favorites = [0]: CounterViewModel.objectWillChange; the tab bar does not show the
    //   counter's favorites, so the parent forwards nothing;
    // the counter's $favorites sink replays [0] into the profile: replay;
    //   profile.favorites = [0]: ProfileViewModel.objectWillChange, and the parent's sink on
    //   the profile's $favorites, a field the tab bar shows: the one parent send;
    //   the profile's sync sink would replay [0] back, the echo: guardSkip.
    #expect(
      events == [
        "CounterViewModel.objectWillChange",
        "FieldForwardingAppViewModel.guardSkip",
        "FieldForwardingAppViewModel.objectWillChange",
        "FieldForwardingAppViewModel.replay",
        "ProfileViewModel.objectWillChange",
      ])
  }

  @Test("field forwarding: a removal in the profile sends the same, replayed the other way")
  func fieldForwardingRemoveFromProfile() {
    let app = Favorites.FieldForwardingAppViewModel()
    observeAsViews(app, app.counter, app.profile)
    app.counter.saveButtonTapped()
    let events = recordedEvents { app.profile.removeButtonTapped(0) }
    #expect(app.counter.favorites == [])
    #expect(
      events == [
        "CounterViewModel.objectWillChange",
        "FieldForwardingAppViewModel.guardSkip",
        "FieldForwardingAppViewModel.objectWillChange",
        "FieldForwardingAppViewModel.replay",
        "ProfileViewModel.objectWillChange",
      ])
  }

  @Test("field forwarding: an increment is forwarded, since the tab bar shows the count")
  func fieldForwardingIncrement() {
    let app = Favorites.FieldForwardingAppViewModel()
    observeAsViews(app, app.counter, app.profile)
    #expect(
      recordedEvents { app.counter.incrementButtonTapped() } == [
        "CounterViewModel.objectWillChange", "FieldForwardingAppViewModel.objectWillChange",
      ])
  }

  @Test("shared object: a save is one send of the shared favorites, and the profile has it")
  func sharedModelSave() {
    let app = Favorites.SharedAppViewModel()
    observeAsViews(app, app.counter, app.profile, app.favorites)
    let events = recordedEvents { app.counter.saveButtonTapped() }
    #expect(app.profile.favorites.numbers == [0])
    #expect(events == ["SharedFavorites.objectWillChange"])
  }

  @Test("shared object: a removal in the profile is one send, and the counter shows Save again")
  func sharedModelRemoveFromProfile() {
    let app = Favorites.SharedAppViewModel()
    observeAsViews(app, app.counter, app.profile, app.favorites)
    app.counter.saveButtonTapped()
    let events = recordedEvents { app.profile.removeButtonTapped(0) }
    #expect(!app.counter.isFavorite)
    #expect(events == ["SharedFavorites.objectWillChange"])
  }

  @Test("shared object: an increment is the counter's own send; the favorites are not touched")
  func sharedModelIncrement() {
    let app = Favorites.SharedAppViewModel()
    observeAsViews(app, app.counter, app.profile, app.favorites)
    #expect(
      recordedEvents { app.counter.incrementButtonTapped() } == [
        "SharedCounterViewModel.objectWillChange"
      ])
  }

  @Test("bindings: a write through either field is one send of the one view model")
  func bindingsWrite() {
    let app = Favorites.BindingsAppViewModel()
    observeAsViews(app)
    #expect(
      recordedEvents { app.favorites.append(app.count) } == [
        "BindingsAppViewModel.objectWillChange"
      ])
    #expect(recordedEvents { app.count += 1 } == ["BindingsAppViewModel.objectWillChange"])
  }
}
