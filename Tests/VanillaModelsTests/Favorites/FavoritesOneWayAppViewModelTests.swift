import Testing
import VanillaModels

@Suite("Favorites.OneWayAppViewModel")
struct FavoritesOneWayAppViewModelTests {
  @Test("a favorite saved on the counter reaches the profile")
  func saveIsSynced() {
    let app = Favorites.OneWayAppViewModel()
    app.counter.saveButtonTapped()
    #expect(app.profile.favorites == [0])
  }

  @Test("a favorite removed in the profile stays a favorite on the counter")
  func removalIsNotSyncedBack() {
    let app = Favorites.OneWayAppViewModel()
    app.counter.incrementButtonTapped()
    app.counter.saveButtonTapped()
    app.profile.removeButtonTapped(1)
    #expect(app.profile.favorites == [])
    #expect(app.counter.favorites == [1])
    #expect(app.counter.isFavorite)
  }

  @Test("the counter's next save brings a favorite removed in the profile back")
  func nextSaveResurrects() {
    let app = Favorites.OneWayAppViewModel()
    app.counter.incrementButtonTapped()
    app.counter.saveButtonTapped()
    app.profile.removeButtonTapped(1)
    app.counter.decrementButtonTapped()
    app.counter.saveButtonTapped()
    #expect(app.profile.favorites == [1, 0])
  }
}
