import TestSupport
import Testing
import VanillaModels

@Suite("Favorites.SharedAppModel")
struct FavoritesSharedAppModelTests {
  @Test("a save in the counter tab reaches a reader of the profile's list: one model, no replay")
  func saveReachesProfileReaders() {
    let app = Favorites.SharedAppModel()
    let profileReader = observe { _ = app.profile.favorites.numbers }
    let events = recordedEvents { app.counter.saveButtonTapped() }
    #expect(profileReader.changed)
    #expect(app.profile.favorites.numbers == [0])
    #expect(events == [])
  }

  @Test("an increment is not seen by a reader of the favorites")
  func incrementIsNotAFavoritesChange() {
    let app = Favorites.SharedAppModel()
    let profileReader = observe { _ = app.profile.favorites.numbers }
    app.counter.incrementButtonTapped()
    #expect(!profileReader.changed)
  }

  @Test("a removal in the profile turns the counter's Remove back into Save")
  func removalReachesCounter() {
    let app = Favorites.SharedAppModel()
    app.counter.saveButtonTapped()
    let counterReader = observe { _ = app.counter.isFavorite }
    app.profile.removeButtonTapped(0)
    #expect(counterReader.changed)
    #expect(!app.counter.isFavorite)
  }
}
