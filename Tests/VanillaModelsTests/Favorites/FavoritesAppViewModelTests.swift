import Testing
import VanillaModels

@Suite("Favorites.AppViewModel")
struct FavoritesAppViewModelTests {
  @Test("saving on the counter replays the favorite into the profile, echo guarded")
  func save() {
    let app = Favorites.AppViewModel()
    let events = recordedEvents { app.counter.saveButtonTapped() }
    #expect(app.counter.favorites == [0])
    #expect(app.profile.favorites == [0])
    // counter.favorites = [0]: CounterViewModel.objectWillChange, forwarded as the first
    // AppViewModel.objectWillChange; its $favorites sink replays into the profile
    // (AppViewModel.replay): ProfileViewModel.objectWillChange, forwarded as the second
    // AppViewModel.objectWillChange; the profile's $favorites sink would replay it back, the
    // echo, and the guard stops it (AppViewModel.guardSkip).
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
