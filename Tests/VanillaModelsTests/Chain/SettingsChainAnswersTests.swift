import Instrumentation
import TestSupport
import Testing
import VanillaModels

/// The settings screen at the bottom of a bindings chain.
private func leaf(of app: SettingsChain.BindingsAppViewModel)
  -> SettingsChain.BindingsSettingsViewModel
{
  var level = app.home
  while true {
    switch level.next {
    case .level(let next): level = next
    case .settings(let settings): return settings
    }
  }
}

/// The settings screen at the bottom of a shared-object chain.
private func leaf(of app: SettingsChain.SharedAppViewModel) -> SettingsChain.SharedSettingsViewModel
{
  var level = app.home
  while true {
    switch level.next {
    case .level(let next): level = next
    case .settings(let settings): return settings
    }
  }
}

/// The settings screen at the bottom of a shared `@Observable` chain.
private func leaf(of app: SettingsChain.SharedAppModel) -> SettingsChain.SharedSettingsModel {
  var level = app.home
  while true {
    switch level.next {
    case .level(let next): level = next
    case .settings(let settings): return settings
    }
  }
}

/// The vanilla school's other answers down the chain, one model at a time.
@Suite("SettingsChain: the vanilla school's other answers")
struct SettingsChainAnswersTests {
  @Test("field forwarding: a toggle writes the leaf's one setting, and the app forwards it")
  func fieldForwardingToggle() {
    let app = SettingsChain.FieldForwardingAppViewModel(depth: 4)
    observeAsViews(app, app.home.settings)
    #expect(
      recordedEvents { app.toggleButtonTapped() } == [
        "FieldForwardingAppViewModel.objectWillChange", "SettingsViewModel.objectWillChange",
      ])
    #expect(!app.notificationsOn)
    #expect(!app.home.settings.notificationsOn)
  }

  @Test("field forwarding: a toggle on the settings screen is forwarded to the app")
  func fieldForwardingLeafToggle() {
    let app = SettingsChain.FieldForwardingAppViewModel(depth: 4)
    let settings = app.home.settings
    observeAsViews(app, settings)
    #expect(
      recordedEvents { settings.toggleButtonTapped() } == [
        "FieldForwardingAppViewModel.objectWillChange", "SettingsViewModel.objectWillChange",
      ])
    #expect(!app.notificationsOn)
  }

  @Test("field forwarding: the leaf's count, which the app does not show, is not forwarded")
  func fieldForwardingIncrement() {
    let app = SettingsChain.FieldForwardingAppViewModel(depth: 4)
    observeAsViews(app, app.home.settings)
    #expect(
      recordedEvents { app.home.settings.incrementButtonTapped() } == [
        "SettingsViewModel.objectWillChange"
      ])
  }

  @Test("bindings: a toggle is one send of the app, which holds the only copy")
  func bindingsToggle() {
    let app = SettingsChain.BindingsAppViewModel(depth: 4)
    observeAsViews(app, leaf(of: app))
    #expect(
      recordedEvents { app.toggleButtonTapped() } == ["BindingsAppViewModel.objectWillChange"])
    #expect(!app.notificationsOn)
  }

  @Test("shared object: a toggle is one send of the shared settings, which the leaf holds")
  func sharedModelToggle() {
    let app = SettingsChain.SharedAppViewModel(depth: 4)
    let settings = leaf(of: app)
    observeAsViews(app, settings, app.notifications)
    #expect(settings.notifications === app.notifications)
    #expect(
      recordedEvents { app.toggleButtonTapped() } == ["NotificationSettings.objectWillChange"])
    #expect(!settings.notifications.isOn)
    #expect(
      recordedEvents { settings.incrementButtonTapped() } == [
        "SharedSettingsViewModel.objectWillChange"
      ])
    #expect(
      recordedEvents { settings.toggleButtonTapped() } == ["NotificationSettings.objectWillChange"])
    #expect(app.notifications.isOn)
  }

  @Test(
    "shared @Observable model: a toggle at either end reaches a reader at the other, no replay")
  func observationSharedModelToggle() {
    let app = SettingsChain.SharedAppModel(depth: 4)
    let settings = leaf(of: app)
    let leafReader = observe { _ = settings.notifications.isOn }
    #expect(recordedEvents { app.toggleButtonTapped() } == [])
    #expect(leafReader.changed)
    #expect(!settings.notifications.isOn)
    let appReader = observe { _ = app.notifications.isOn }
    #expect(recordedEvents { settings.toggleButtonTapped() } == [])
    #expect(appReader.changed)
    #expect(app.notifications.isOn)
  }

  @Test("shared @Observable model: an increment is not seen by a reader of the setting")
  func observationSharedModelIncrement() {
    let app = SettingsChain.SharedAppModel(depth: 4)
    let settings = leaf(of: app)
    let reader = observe { _ = settings.notifications.isOn }
    settings.incrementButtonTapped()
    #expect(!reader.changed)
  }

  @Test(
    "unguarded @Observable: a toggle at either end echoes until the loop is detected, and unwinds",
    arguments: [SettingsChainVerb.toggleRoot, .toggleLeaf])
  func unguardedToggleLoops(verb: SettingsChainVerb) {
    NotificationDepth.reset()
    defer { NotificationDepth.reset() }
    let app = SettingsChain.UnguardedAppModel(depth: 4)
    app.perform(verb)
    #expect(NotificationDepth.loopDetected)
    #expect(NotificationDepth.current == 0)
    #expect(!app.notificationsOn)
    #expect(!app.home.settings.notificationsOn)
  }

  @Test("unguarded @Observable: an increment, which is not synced, does not loop")
  func unguardedIncrementDoesNotLoop() {
    NotificationDepth.reset()
    let app = SettingsChain.UnguardedAppModel(depth: 4)
    app.home.settings.incrementButtonTapped()
    #expect(!NotificationDepth.loopDetected)
  }

  @Test("releasing each app releases its settings screen, once it has been toggled")
  func noLeaks() {
    defer { NotificationDepth.reset() }
    var leaves: [() -> AnyObject?] = []
    do {
      let forwarding = SettingsChain.FieldForwardingAppViewModel(depth: 3)
      let bindings = SettingsChain.BindingsAppViewModel(depth: 3)
      let shared = SettingsChain.SharedAppViewModel(depth: 3)
      let observable = SettingsChain.SharedAppModel(depth: 3)
      let unguarded = SettingsChain.UnguardedAppModel(depth: 3)
      forwarding.toggleButtonTapped()
      bindings.toggleButtonTapped()
      shared.toggleButtonTapped()
      observable.toggleButtonTapped()
      unguarded.toggleButtonTapped()
      let objects: [AnyObject] = [
        forwarding, forwarding.home.settings, bindings, leaf(of: bindings), shared,
        leaf(of: shared),
        shared.notifications, observable, leaf(of: observable), unguarded, unguarded.home.settings,
      ]
      leaves = objects.map { object in { [weak object] in object } }
    }
    #expect(leaves.allSatisfy { $0() == nil })
  }
}
