import Instrumentation
import Testing

@Suite("Favorites: lifetimes")
struct FavoritesLifetimeTests {
  @Test(
    "releasing a favorites view model releases it and its children, once synced",
    arguments: FavoritesFlavour.allCases)
  func noLeaks(flavour: FavoritesFlavour) {
    defer { NotificationDepth.reset() }
    weak var weakModel: (any FavoritesModel)?
    var weakChildren: [() -> AnyObject?] = []
    do {
      let model = flavour.makeModel()
      // NB: both directions of sync, so every sink has run at least once.
      model.perform(.save)
      model.perform(.removeFavorite(0))
      weakModel = model
      weakChildren = model.children.map { child in { [weak child] in child } }
    }
    #expect(weakModel == nil)
    #expect(weakChildren.allSatisfy { $0() == nil })
  }
}
