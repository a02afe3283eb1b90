import Instrumentation
import TestSupport
import Testing
import VanillaModels

@Suite("Favorites.UnguardedAppModel")
struct FavoritesUnguardedAppModelTests {
  /// Why an unguarded `@Observable` replay does not settle by itself.
  @Test("an equal assignment tells no observer, but its didSet still runs")
  func equalAssignmentRunsDidSet() {
    let counter = Favorites.CounterModel()
    var calls = 0
    counter.onFavoritesChange = { _ in calls += 1 }
    let reader = observe { _ = counter.favorites }
    counter.favorites = []
    #expect(!reader.changed)
    #expect(calls == 1)
  }

  @Test("a save echoes until the loop is detected, without crashing, and the stack unwinds")
  func saveLoops() {
    NotificationDepth.reset()
    defer { NotificationDepth.reset() }
    let app = Favorites.UnguardedAppModel()
    app.counter.saveButtonTapped()
    #expect(NotificationDepth.loopDetected)
    #expect(NotificationDepth.current == 0)
  }

  @Test("a removal in the profile loops too")
  func removalLoops() {
    let app = Favorites.UnguardedAppModel()
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
    let app = Favorites.UnguardedAppModel()
    app.counter.incrementButtonTapped()
    #expect(!NotificationDepth.loopDetected)
  }

  // NB: the loop is silent: every echo assigns an equal value, which notifies nobody, so a view
  // sees one change and both lists agree.
  @Test("after the loop both lists agree, and a reader of the profile was told once")
  func loopLeavesListsEqual() {
    defer { NotificationDepth.reset() }
    let app = Favorites.UnguardedAppModel()
    let reader = observeEveryChange { _ = app.profile.favorites }
    app.counter.saveButtonTapped()
    #expect(reader.count == 1)
    #expect(app.counter.favorites == [0])
    #expect(app.profile.favorites == [0])
  }
}
