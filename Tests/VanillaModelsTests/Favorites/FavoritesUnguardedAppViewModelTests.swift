import Instrumentation
import Testing
import VanillaModels

@Suite("Favorites.UnguardedAppViewModel")
struct FavoritesUnguardedAppViewModelTests {
  @Test("a save echoes until the loop is detected, without crashing, and the stack unwinds")
  func saveLoops() {
    NotificationDepth.reset()
    defer { NotificationDepth.reset() }
    let app = Favorites.UnguardedAppViewModel()
    app.counter.saveButtonTapped()
    #expect(NotificationDepth.loopDetected)
    #expect(NotificationDepth.current == 0)
  }

  @Test("a removal in the profile loops too")
  func removalLoops() {
    let app = Favorites.UnguardedAppViewModel()
    app.counter.saveButtonTapped()
    NotificationDepth.reset()
    defer { NotificationDepth.reset() }
    app.profile.removeButtonTapped(0)
    #expect(NotificationDepth.loopDetected)
    #expect(NotificationDepth.current == 0)
  }

  @Test("an increment, which is not synced, does not loop")
  func incrementDoesNotLoop() {
    NotificationDepth.reset()
    let app = Favorites.UnguardedAppViewModel()
    app.counter.incrementButtonTapped()
    #expect(!NotificationDepth.loopDetected)
  }

  // NB: the verdict is a loop, not stale data: every echo assigns the same value, so however
  // deep the recursion, the outermost write leaves both lists equal.
  @Test("after the loop both lists agree: every echo assigned the same value")
  func loopLeavesListsEqual() {
    defer { NotificationDepth.reset() }
    let app = Favorites.UnguardedAppViewModel()
    app.counter.saveButtonTapped()
    #expect(app.counter.favorites == [0])
    #expect(app.profile.favorites == [0])
  }
}
