import Instrumentation
import StoreModels
import TestSupport
import Testing

@Suite("Chain feature")
struct ChainFeatureTests {
  private typealias App = SettingsChain.App

  /// The app's store and the settings screen's store at the bottom of a chain of `depth` levels,
  /// scoped level by level as the views scope them.
  private func makeChain(depth: Int) -> (
    StoreOf<SettingsChain.App>, StoreOf<SettingsChain.Settings>
  ) {
    let store = Store(initialState: App.State(depth: depth)) { App() }
    var level = store.scope(state: \.home, action: \.home)
    for _ in 1..<depth { level = level.scope(state: \.next, action: \.next) }
    return (store, level.scope(state: \.settings, action: \.settings))
  }

  @Test("the settings screen's count is stored once, in the app's state")
  func incrementReachesTheApp() {
    let (store, settings) = makeChain(depth: 3)
    settings.send(.incrementButtonTapped)
    settings.send(.incrementButtonTapped)
    #expect(settings.withState(\.count) == 2)
    #expect(store.count == 2)
  }

  @Test("the setting toggled in the app is the one the settings screen reads")
  func toggleIsShared() {
    let (store, settings) = makeChain(depth: 3)
    store.send(.toggleButtonTapped)
    #expect(!store.notificationsOn)
    #expect(!settings.withState(\.notificationsOn))
  }

  @Test("the setting toggled on the settings screen is the one the app reads")
  func leafToggleIsShared() {
    let (store, settings) = makeChain(depth: 3)
    settings.send(.toggleButtonTapped)
    #expect(!settings.withState(\.notificationsOn))
    #expect(!store.notificationsOn)
  }

  /// One send from the bottom writes the one field: both readers are told, and nothing else
  /// happens (no replay, and no store made or scoped, so nothing is logged).
  @Test("a toggle at the bottom invalidates both the settings screen's reader and the app's")
  func leafToggleNotifiesBoth() {
    let (store, settings) = makeChain(depth: 4)
    let app = observe { _ = store.notificationsOn }
    let leaf = observe { _ = settings.withState(\.notificationsOn) }
    #expect(recordedEvents { settings.send(.toggleButtonTapped) } == [])
    #expect(app.changed)
    #expect(leaf.changed)
  }

  @Test("an increment at the bottom invalidates the settings screen's reader, not the app's")
  func incrementNotifiesOnlyTheLeaf() {
    let (store, settings) = makeChain(depth: 4)
    let app = observe { _ = store.notificationsOn }
    let leaf = observe { _ = settings.withState(\.count) }
    settings.send(.incrementButtonTapped)
    #expect(!app.changed)
    #expect(leaf.changed)
  }

  @Test("a toggle invalidates both the app's reader and the settings screen's reader")
  func toggleNotifiesBoth() {
    let (store, settings) = makeChain(depth: 4)
    let app = observe { _ = store.notificationsOn }
    let leaf = observe { _ = settings.withState(\.notificationsOn) }
    store.send(.toggleButtonTapped)
    #expect(app.changed)
    #expect(leaf.changed)
  }

  @Test("scoping the chain again creates no store: every level's store is cached")
  func levelsAreCached() {
    let (store, settings) = makeChain(depth: 5)
    var again: StoreOf<SettingsChain.Settings>?
    let log = recordedEvents {
      var level = store.scope(state: \.home, action: \.home)
      for _ in 1..<5 { level = level.scope(state: \.next, action: \.next) }
      again = level.scope(state: \.settings, action: \.settings)
    }
    #expect(log == [])
    #expect(again === settings)
  }

  /// A send from the bottom goes up one case path per level, is reduced down one key path per
  /// level, and hands the new state to one cached store per level: 16 times the depth is 16 times
  /// the stores, where a walk from the root for every store would be 256 times. Counted, not
  /// timed.
  @Test("a send from the bottom of the chain updates one store per level")
  func sendCostIsLinear() {
    func storesUpdated(depth: Int) -> Int {
      let (root, settings) = makeChain(depth: depth)
      let before = WorkCounter.storeUpdates
      settings.send(.incrementButtonTapped)
      return withExtendedLifetime(root) { WorkCounter.storeUpdates - before }
    }
    let shallow = storesUpdated(depth: 16)
    #expect(storesUpdated(depth: 256) - shallow == 240)
    #expect(storesUpdated(depth: 1) == shallow - 15)
  }
}
