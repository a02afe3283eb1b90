import TestSupport
import Testing
import VanillaModels

@Suite("SettingsChain.AppViewModel")
struct SettingsChainAppViewModelTests {
  @Test("an increment at the bottom notifies the settings screen only: nothing is forwarded")
  func incrementIsNotForwarded() {
    let app = SettingsChain.AppViewModel(depth: 4)
    let settings = app.home.settings
    observeAsViews(app, app.home, settings)
    #expect(
      recordedEvents { settings.incrementButtonTapped() } == ["SettingsViewModel.objectWillChange"])
  }

  /// The app sends; its `$notificationsOn` sink replays into the settings screen behind the
  /// guard, which sends; the settings screen's sink tries to replay back and the guard stops it.
  @Test("a toggle in the app: one send each, one replay, one guard skip")
  func toggleIsReplayedOnce() {
    let app = SettingsChain.AppViewModel(depth: 4)
    observeAsViews(app, app.home.settings)
    #expect(
      recordedEvents { app.toggleButtonTapped() } == [
        "AppViewModel.guardSkip", "AppViewModel.objectWillChange", "AppViewModel.replay",
        "SettingsViewModel.objectWillChange",
      ])
    #expect(!app.home.settings.notificationsOn)
  }

  /// The way up: the settings screen sends; its `$notificationsOn` sink replays into the app
  /// behind the guard, and the app sends; the app's sink tries to replay back down and the guard
  /// stops it.
  @Test("a toggle on the settings screen: one send each, one replay up, one guard skip")
  func leafToggleIsReplayedUp() {
    let app = SettingsChain.AppViewModel(depth: 4)
    let settings = app.home.settings
    observeAsViews(app, settings)
    #expect(
      recordedEvents { settings.toggleButtonTapped() } == [
        "AppViewModel.guardSkip", "AppViewModel.objectWillChange", "AppViewModel.replay",
        "SettingsViewModel.objectWillChange",
      ])
    #expect(!app.notificationsOn)
    #expect(!settings.notificationsOn)
  }

  @Test("a chain of depth D has D levels, numbered from 1, above the settings screen")
  func levels() {
    let app = SettingsChain.AppViewModel(depth: 3)
    var numbers: [Int] = []
    var level: SettingsChain.LevelViewModel? = app.home
    while let current = level {
      numbers.append(current.level)
      if case .level(let next) = current.next { level = next } else { level = nil }
    }
    #expect(numbers == [1, 2, 3])
  }

  @Test("releasing the app releases every level and the settings screen")
  func noLeaks() {
    weak var weakApp: SettingsChain.AppViewModel?
    weak var weakHome: SettingsChain.LevelViewModel?
    weak var weakSettings: SettingsChain.SettingsViewModel?
    do {
      let app = SettingsChain.AppViewModel(depth: 3)
      app.toggleButtonTapped()
      weakApp = app
      weakHome = app.home
      weakSettings = app.home.settings
    }
    #expect(weakApp == nil)
    #expect(weakHome == nil)
    #expect(weakSettings == nil)
  }
}
