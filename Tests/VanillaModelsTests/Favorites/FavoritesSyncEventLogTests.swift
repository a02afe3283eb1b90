import TestSupport
import Testing
import VanillaModels

/// Reads every `objectWillChange` the lab's views subscribe to: the tab bar's and each tab's.
///
/// NB: a `@Published` field sends nothing until its owner's `objectWillChange` has been read
/// once. The parents below read their children's in `init` to forward them; reading them here
/// too keeps the logs what a mounted app would log, whatever the parent does.
private func readPublishers(of app: some FavoritesApp & ObservableObject) {
  _ = app.objectWillChange
  _ = app.counter.objectWillChange
  _ = app.profile.objectWillChange
}

/// The same two taps under the guarded parent and the `removeDuplicates` one, side by side: the
/// guard pays one skipped replay per change, `removeDuplicates` one echoed assignment.
@Suite("Favorites: event logs, guard vs removeDuplicates")
struct FavoritesSyncEventLogTests {
  @Test("guarded: a save sends counter/profile/app 1/1/2 objectWillChange, one replay, one skip")
  func guardedSave() {
    let app = Favorites.AppViewModel()
    readPublishers(of: app)
    let events = recordedEvents { app.counter.saveButtonTapped() }
    // counter.favorites = [0]: CounterViewModel.objectWillChange, forwarded as the first
    //   AppViewModel.objectWillChange;
    // its $favorites sink replays [0] into the profile: AppViewModel.replay;
    //   profile.favorites = [0]: ProfileViewModel.objectWillChange, forwarded as the second
    //   AppViewModel.objectWillChange;
    //   the profile's $favorites sink would replay [0] back, the echo: AppViewModel.guardSkip.
    #expect(
      events == [
        "AppViewModel.guardSkip",
        "AppViewModel.objectWillChange",
        "AppViewModel.objectWillChange",
        "AppViewModel.replay",
        "CounterViewModel.objectWillChange",
        "ProfileViewModel.objectWillChange",
      ])
  }

  @Test("guarded: a removal in the profile sends the same, replayed the other way")
  func guardedRemoveFromProfile() {
    let app = Favorites.AppViewModel()
    readPublishers(of: app)
    app.counter.saveButtonTapped()
    let events = recordedEvents { app.profile.removeButtonTapped(0) }
    #expect(app.counter.favorites == [])
    // profile.favorites = []: ProfileViewModel.objectWillChange, forwarded as the first
    //   AppViewModel.objectWillChange;
    // its $favorites sink replays [] into the counter: AppViewModel.replay;
    //   counter.favorites = []: CounterViewModel.objectWillChange, forwarded as the second
    //   AppViewModel.objectWillChange;
    //   the counter's $favorites sink would replay [] back, the echo: AppViewModel.guardSkip.
    #expect(
      events == [
        "AppViewModel.guardSkip",
        "AppViewModel.objectWillChange",
        "AppViewModel.objectWillChange",
        "AppViewModel.replay",
        "CounterViewModel.objectWillChange",
        "ProfileViewModel.objectWillChange",
      ])
  }

  @Test("dedup: a save sends counter/profile/app 2/1/3 objectWillChange, one duplicate skip")
  func dedupSave() {
    let app = Favorites.DedupAppViewModel()
    readPublishers(of: app)
    let events = recordedEvents { app.counter.saveButtonTapped() }
    #expect(app.profile.favorites == [0])
    // counter.favorites = [0]: the first CounterViewModel.objectWillChange, forwarded as the
    //   first DedupAppViewModel.objectWillChange;
    // the counter's sink passes [0], the first value after dropFirst, into the profile, the
    //   first DedupAppViewModel.replay:
    //   profile.favorites = [0]: ProfileViewModel.objectWillChange, forwarded as the second
    //   DedupAppViewModel.objectWillChange;
    //   the profile's sink passes [0], its first value too, back into the counter, the echo and
    //   the second DedupAppViewModel.replay:
    //     counter.favorites = [0]: the second CounterViewModel.objectWillChange, forwarded as
    //     the third DedupAppViewModel.objectWillChange;
    //     the counter's removeDuplicates has just passed [0]: RemoveDuplicates.duplicateSkip.
    #expect(
      events == [
        "CounterViewModel.objectWillChange",
        "CounterViewModel.objectWillChange",
        "DedupAppViewModel.objectWillChange",
        "DedupAppViewModel.objectWillChange",
        "DedupAppViewModel.objectWillChange",
        "DedupAppViewModel.replay",
        "DedupAppViewModel.replay",
        "ProfileViewModel.objectWillChange",
        "RemoveDuplicates.duplicateSkip",
      ])
  }

  @Test("dedup: a removal in the profile sends counter/profile/app 1/2/3, the echo in the profile")
  func dedupRemoveFromProfile() {
    let app = Favorites.DedupAppViewModel()
    readPublishers(of: app)
    app.counter.saveButtonTapped()
    let events = recordedEvents { app.profile.removeButtonTapped(0) }
    #expect(app.counter.favorites == [])
    // profile.favorites = []: the first ProfileViewModel.objectWillChange, forwarded as the
    //   first DedupAppViewModel.objectWillChange;
    // the profile's sink passes [], which differs from the [0] it last saw, into the counter,
    //   the first DedupAppViewModel.replay:
    //   counter.favorites = []: CounterViewModel.objectWillChange, forwarded as the second
    //   DedupAppViewModel.objectWillChange;
    //   the counter's sink passes [], which differs from its last [0], back, the echo and the
    //   second DedupAppViewModel.replay:
    //     profile.favorites = []: the second ProfileViewModel.objectWillChange, forwarded as
    //     the third DedupAppViewModel.objectWillChange;
    //     the profile's removeDuplicates has just passed []: RemoveDuplicates.duplicateSkip.
    #expect(
      events == [
        "CounterViewModel.objectWillChange",
        "DedupAppViewModel.objectWillChange",
        "DedupAppViewModel.objectWillChange",
        "DedupAppViewModel.objectWillChange",
        "DedupAppViewModel.replay",
        "DedupAppViewModel.replay",
        "ProfileViewModel.objectWillChange",
        "ProfileViewModel.objectWillChange",
        "RemoveDuplicates.duplicateSkip",
      ])
  }
}
