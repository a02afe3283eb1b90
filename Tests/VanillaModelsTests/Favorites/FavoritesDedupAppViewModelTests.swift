import Testing
import VanillaModels

@Suite("Favorites.DedupAppViewModel")
struct FavoritesDedupAppViewModelTests {
  @Test("after a save on the counter both lists agree")
  func save() {
    let app = Favorites.DedupAppViewModel()
    app.counter.saveButtonTapped()
    #expect(app.counter.favorites == [0])
    #expect(app.profile.favorites == [0])
  }

  @Test("after a removal in the profile both lists agree")
  func removeFromProfile() {
    let app = Favorites.DedupAppViewModel()
    app.counter.saveButtonTapped()
    app.counter.incrementButtonTapped()
    app.counter.saveButtonTapped()
    app.profile.removeButtonTapped(0)
    #expect(app.counter.favorites == [1])
    #expect(app.profile.favorites == [1])
  }
}
