import TestSupport
import Testing
import VanillaModels

@Suite("Favorites.MonolithViewModel")
struct FavoritesMonolithViewModelTests {
  @Test("saving sends one objectWillChange and needs no sync")
  func save() {
    let model = Favorites.MonolithViewModel()
    _ = model.objectWillChange
    let events = recordedEvents { model.saveButtonTapped() }
    #expect(model.favorites == [0])
    #expect(model.isFavorite)
    #expect(events == ["MonolithViewModel.objectWillChange"])
  }

  @Test("the counter's remove button removes the current count")
  func removeCurrent() {
    let model = Favorites.MonolithViewModel()
    model.saveButtonTapped()
    model.incrementButtonTapped()
    model.saveButtonTapped()
    model.removeButtonTapped()
    #expect(model.favorites == [0])
  }

  @Test("the profile's remove button removes that number, whatever the count")
  func removeFavorite() {
    let model = Favorites.MonolithViewModel()
    model.saveButtonTapped()
    model.incrementButtonTapped()
    model.saveButtonTapped()
    model.decrementButtonTapped()
    model.removeFavoriteButtonTapped(1)
    #expect(model.favorites == [0])
    #expect(model.isFavorite)
  }
}
