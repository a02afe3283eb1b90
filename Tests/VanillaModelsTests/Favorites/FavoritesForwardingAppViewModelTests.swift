import TestSupport
import Testing
import VanillaModels

@Suite("Favorites.ForwardingAppViewModel")
struct FavoritesForwardingAppViewModelTests {
  @Test("an increment notifies the counter and, forwarded, the app")
  func increment() {
    let app = Favorites.ForwardingAppViewModel()
    let events = recordedEvents { app.counter.incrementButtonTapped() }
    #expect(
      events == ["CounterViewModel.objectWillChange", "ForwardingAppViewModel.objectWillChange"])
  }

  @Test("a favorite saved on the counter never reaches the profile")
  func saveIsNotSynced() {
    let app = Favorites.ForwardingAppViewModel()
    app.counter.saveButtonTapped()
    #expect(app.counter.favorites == [0])
    #expect(app.profile.favorites == [])
  }
}
