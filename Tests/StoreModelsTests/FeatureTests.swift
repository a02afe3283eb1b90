import StoreModels
import Testing

@Suite("Features")
struct FeatureTests {
  @Test("the basics counter increments, decrements and resets")
  func basicsCounter() {
    let store = Store(initialState: Basics.Counter.State()) { Basics.Counter() }
    store.send(.incrementButtonTapped)
    store.send(.incrementButtonTapped)
    store.send(.decrementButtonTapped)
    #expect(store.count == 1)
    store.send(.resetButtonTapped)
    #expect(store.count == 0)
  }

  @Test("saving keeps favorites in the order saved, once each")
  func saveAppendsOnce() {
    let store = Store(initialState: Favorites.App.State(count: 3)) { Favorites.App() }
    store.send(.counter(.saveButtonTapped))
    store.send(.counter(.saveButtonTapped))
    store.send(.counter(.decrementButtonTapped))
    store.send(.counter(.saveButtonTapped))
    #expect(store.favorites == [3, 2])
  }

  @Test("removing from the counter removes the current number")
  func counterRemove() {
    let store = Store(initialState: Favorites.App.State(count: 2, favorites: [1, 2, 3])) {
      Favorites.App()
    }
    store.send(.counter(.removeButtonTapped))
    #expect(store.favorites == [1, 3])
    #expect(store.counter.isFavorite == false)
  }

  @Test("removing from the profile removes that number")
  func profileRemove() {
    let store = Store(initialState: Favorites.App.State(favorites: [1, 2, 3])) { Favorites.App() }
    store.send(.profile(.removeButtonTapped(1)))
    #expect(store.favorites == [2, 3])
  }
}
