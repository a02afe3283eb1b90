import Testing

@testable import ArchitectureLab

/// The vanilla school's other answers in the lab: per-step logs pinned inline for `favorites`
/// and `chain`, and the verdict each earns.
@Suite("The vanilla school's other answers in the lab")
struct VanillaAnswersLabTests {
  private static let save = "scenario favorites\nincrement\nsave"
  private static let secondSave = "scenario favorites\nincrement\nsave\nincrement\nincrement\nsave"
  private static let toggle = "scenario chain depth 3\ntoggle-root"
  private static let increment = "scenario chain depth 3\nincrement-leaf"

  /// One send of the one view model; the app re-renders, and each tab whose binding now holds a
  /// different value; the new row is inserted. Nothing is forwarded or replayed.
  @Test("bindings, save: one send, every view over the favorites re-renders, no sync")
  func bindingsSave() throws {
    #expect(
      try stepLog(Self.save, contestant: "vanilla/bindings", step: 2) == """
        step 2: save
          AppView.body
          BindingsAppViewModel.objectWillChange
          CounterView.body
          FavoriteRow.body
          ProfileView.body
        """)
  }

  @Test("bindings, increment: the profile's binding to the favorites is unchanged, so it stays")
  func bindingsIncrement() throws {
    #expect(
      try stepLog(Self.save, contestant: "vanilla/bindings", step: 1) == """
        step 1: increment
          AppView.body
          BindingsAppViewModel.objectWillChange
          CounterView.body
        """)
  }

  /// A row holds the whole list's binding: a second favorite changes the list, so the first
  /// row is handed a different binding and runs its body, its text unchanged.
  @Test("bindings, a second save: the existing row re-renders for a list it does not show")
  func bindingsRowsReRender() throws {
    #expect(
      try stepLog(Self.secondSave, contestant: "vanilla/bindings", step: 5) == """
        step 5: save  [wasted: AppView/ProfileView/FavoriteRow(1)]
          AppView.body
          BindingsAppViewModel.objectWillChange
          CounterView.body
          FavoriteRow.body
          FavoriteRow.body
          ProfileView.body
        """)
  }

  /// The counter's copy of the favorites changes first and is not forwarded (the tab bar does
  /// not show it); the profile's copy, replayed, is: one parent send where `vanilla` has two.
  @Test("field forwarding, save: one parent send, the replay and its guarded echo")
  func fieldForwardingSave() throws {
    #expect(
      try stepLog(Self.save, contestant: "vanilla/field-forwarding", step: 2) == """
        step 2: save
          AppView.body
          CounterView.body
          CounterViewModel.objectWillChange
          FavoriteRow.body
          FieldForwardingAppViewModel.guardSkip
          FieldForwardingAppViewModel.objectWillChange
          FieldForwardingAppViewModel.replay
          ProfileView.body
          ProfileViewModel.objectWillChange
        """)
  }

  @Test("shared object, save: one send of the shared favorites reaches the three views over it")
  func sharedModelSave() throws {
    #expect(
      try stepLog(Self.save, contestant: "vanilla/shared-model", step: 2) == """
        step 2: save
          AppView.body
          CounterView.body
          FavoriteRow.body
          ProfileView.body
          SharedFavorites.objectWillChange
        """)
  }

  @Test("shared object, increment: the counter's own send; the profile observes nothing of it")
  func sharedModelIncrement() throws {
    #expect(
      try stepLog(Self.save, contestant: "vanilla/shared-model", step: 1) == """
        step 1: increment
          AppView.body
          CounterView.body
          SharedCounterViewModel.objectWillChange
        """)
  }

  @Test("shared @Observable model, save: one callback per view that read the list, no sync")
  func observationSharedModelSave() throws {
    #expect(
      try stepLog(Self.save, contestant: "observation/shared-model", step: 2) == """
        step 2: save
          AppView.body
          AppView.observationChange
          CounterView.body
          CounterView.observationChange
          FavoriteRow.body
          ProfileView.body
          ProfileView.observationChange
        """)
  }

  /// The screen is right after the save (every echo assigns an equal value, which notifies
  /// nobody), but the replay never ends: the run stops at the save, after four replays, each
  /// nested in the last (the fourth hands the counter's callback its value a third time).
  @Test("unguarded @Observable, save: the echo never ends; stopped, reported as a loop")
  func observationUnguardedLoops() throws {
    let result = try run(Self.secondSave, contestant: "observation/unguarded")
    #expect(result.verdict == .loop)
    #expect(result.loopStep == 2)
    #expect(result.stopReason == "unbounded re-entrant notification")
    #expect(result.staleViews == [])
    #expect(result.leaked == [])
    #expect(
      result.steps[2].log == """
        step 2: save  (stopped here: unbounded re-entrant notification; no further steps)
          AppView.body
          AppView.observationChange
          CounterView.body
          CounterView.observationChange
          FavoriteRow.body
          ProfileView.body
          ProfileView.observationChange
          UnguardedAppModel.replay
          UnguardedAppModel.replay
          UnguardedAppModel.replay
          UnguardedAppModel.replay
        """)
  }

  /// A level shows only its number, but the binding it passes on now holds another value.
  @Test("chain bindings, toggle: every level is handed a changed binding and re-renders")
  func chainBindingsToggle() throws {
    #expect(
      try stepLog(Self.toggle, contestant: "vanilla/bindings", step: 1) == """
        step 1: toggle-root  [wasted: AppView/LevelView, AppView/LevelView/LevelView, \
        AppView/LevelView/LevelView/LevelView]
          AppView.body
          BindingsAppViewModel.objectWillChange
          LevelView.body
          LevelView.body
          LevelView.body
          SettingsView.body
        """)
  }

  @Test("chain field forwarding, toggle: the leaf's one setting sends, the app forwards it")
  func chainFieldForwardingToggle() throws {
    #expect(
      try stepLog(Self.toggle, contestant: "vanilla/field-forwarding", step: 1) == """
        step 1: toggle-root
          AppView.body
          FieldForwardingAppViewModel.objectWillChange
          SettingsView.body
          SettingsViewModel.objectWillChange
        """)
  }

  @Test("chain shared object, toggle: one send reaches the app and the leaf, not the levels")
  func chainSharedModelToggle() throws {
    #expect(
      try stepLog(Self.toggle, contestant: "vanilla/shared-model", step: 1) == """
        step 1: toggle-root
          AppView.body
          NotificationSettings.objectWillChange
          SettingsView.body
        """)
  }

  @Test("chain shared @Observable model, toggle: one callback each for the two readers")
  func chainObservationSharedModelToggle() throws {
    #expect(
      try stepLog(Self.toggle, contestant: "observation/shared-model", step: 1) == """
        step 1: toggle-root
          AppView.body
          AppView.observationChange
          SettingsView.body
          SettingsView.observationChange
        """)
  }

  @Test(
    "chain, increment-leaf: each answer re-renders the settings screen alone",
    arguments: [
      ("vanilla/bindings", "BindingsSettingsViewModel.objectWillChange"),
      ("vanilla/field-forwarding", "SettingsViewModel.objectWillChange"),
      ("vanilla/shared-model", "SharedSettingsViewModel.objectWillChange"),
      ("observation/shared-model", "SettingsView.observationChange"),
      ("observation/unguarded", "SettingsView.observationChange"),
    ])
  func chainIncrementLeaf(contestant: String, notification: String) throws {
    // NB: a step's events are sorted, and a view model's name may sort before the view's.
    let events = ["SettingsView.body", notification].sorted()
    #expect(
      try stepLog(Self.increment, contestant: contestant, step: 1) == """
        step 1: increment-leaf
          \(events[0])
          \(events[1])
        """)
  }

  @Test("chain unguarded @Observable, toggle: stopped at the first toggle, reported as a loop")
  func chainObservationUnguardedLoops() throws {
    let result = try run(Self.toggle + "\nincrement-leaf", contestant: "observation/unguarded")
    #expect(result.verdict == .loop)
    #expect(result.loopStep == 1)
    #expect(result.steps.count == 2)
    #expect(result.leaked == [])
  }
}
