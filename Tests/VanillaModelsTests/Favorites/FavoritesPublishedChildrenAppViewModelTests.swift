import Testing
import VanillaModels

@Suite("Favorites.PublishedChildrenAppViewModel")
struct FavoritesPublishedChildrenAppViewModelTests {
  @Test("an increment notifies the counter's observers but never the parent's")
  func incrementIsNotForwarded() {
    let app = Favorites.PublishedChildrenAppViewModel()
    var appSends = 0
    var counterSends = 0
    // NB: as the lab's views do: the tab bar observes the app, the counter tab its child.
    let subscriptions = [
      app.objectWillChange.sink { appSends += 1 },
      app.counter.objectWillChange.sink { counterSends += 1 },
    ]
    app.counter.incrementButtonTapped()
    #expect(counterSends == 1)
    #expect(appSends == 0)
    withExtendedLifetime(subscriptions) {}
  }

  @Test("a save, though synced into the profile, never notifies the parent's observers")
  func saveIsNotForwarded() {
    let app = Favorites.PublishedChildrenAppViewModel()
    var appSends = 0
    let subscription = app.objectWillChange.sink { appSends += 1 }
    app.counter.saveButtonTapped()
    #expect(app.profile.favorites == [0])
    #expect(appSends == 0)
    withExtendedLifetime(subscription) {}
  }

  @Test("only assigning a new child notifies the parent: @Published sees assignments")
  func replacingNotifies() {
    let app = Favorites.PublishedChildrenAppViewModel()
    var appSends = 0
    let subscription = app.objectWillChange.sink { appSends += 1 }
    app.counter = Favorites.CounterViewModel()
    #expect(appSends == 1)
    withExtendedLifetime(subscription) {}
  }
}
