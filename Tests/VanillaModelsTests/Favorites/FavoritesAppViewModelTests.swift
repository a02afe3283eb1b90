import TestSupport
import Testing
import VanillaModels

@Suite("Favorites.AppViewModel")
struct FavoritesAppViewModelTests {
  // NB: the save's event log, the guard's skipped echo included, is guardedSave's, in
  // FavoritesSyncEventLogTests beside the removeDuplicates parent's.
  @Test("saving on the counter replays the favorite into the profile")
  func save() {
    let app = Favorites.AppViewModel()
    app.counter.saveButtonTapped()
    #expect(app.counter.favorites == [0])
    #expect(app.profile.favorites == [0])
  }

  @Test("removing a favorite in the profile updates the counter")
  func removeFromProfile() {
    let app = Favorites.AppViewModel()
    app.counter.incrementButtonTapped()
    app.counter.saveButtonTapped()
    #expect(app.counter.isFavorite)
    app.profile.removeButtonTapped(1)
    #expect(app.counter.favorites == [])
    #expect(!app.counter.isFavorite)
  }

  @Test("an increment notifies the counter and, forwarded, the app")
  func increment() {
    let app = Favorites.AppViewModel()
    let events = recordedEvents { app.counter.incrementButtonTapped() }
    #expect(events == ["AppViewModel.objectWillChange", "CounterViewModel.objectWillChange"])
  }

  @Test("releasing the app view model releases both children")
  func noLeaks() {
    weak var weakApp: Favorites.AppViewModel?
    weak var weakCounter: Favorites.CounterViewModel?
    weak var weakProfile: Favorites.ProfileViewModel?
    do {
      let app = Favorites.AppViewModel()
      app.counter.saveButtonTapped()
      weakApp = app
      weakCounter = app.counter
      weakProfile = app.profile
    }
    #expect(weakApp == nil)
    #expect(weakCounter == nil)
    #expect(weakProfile == nil)
  }
}
