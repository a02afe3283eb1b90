import Foundation
import Testing

@testable import ArchitectureLab

/// Per-step event logs of `store/uncached`, the store before observation, pinned inline next to
/// what `store` does for the same step.
@Suite("Uncached store event logs")
struct UncachedStoreTests {
  /// The send changes `favorites`; every live view store re-derives its view state and three
  /// differ (the tab bar's favorite count, the counter's Remove/Save, the profile's list): three
  /// publishes, each reaching the one view that reads that view store. The app view runs its
  /// body and scopes both tabs again (uncached: two `scope`s and two new stores, the old ones
  /// released), and builds each tab a new view store. The new row is inserted.
  ///
  /// One push (1.4.0's rules): the root's into the profile's store; the counter's store, the
  /// other one scoped from the root, is the one the send was made on, so it takes none.
  ///
  /// `store` for the same step (`EventLogTests.favoritesSaveStore`): the same four bodies and
  /// three callbacks, no publish, no store made or released, no scope.
  @Test("favorites save: three publishes, the app view re-scopes both tabs")
  func favoritesSave() throws {
    #expect(
      try stepLog("scenario favorites\nincrement\nsave", contestant: "store/uncached", step: 2)
        == """
        step 2: save
          AppView.body
          CounterView.body
          FavoriteRow.body
          ProfileView.body
          StoreOf<Favorites.App>.push
          StoreOf<Favorites.App>.scope
          StoreOf<Favorites.App>.scope
          StoreOf<Favorites.Counter>.deinit
          StoreOf<Favorites.Counter>.init
          StoreOf<Favorites.Profile>.deinit
          StoreOf<Favorites.Profile>.init
          ViewStoreOf<Favorites.App>.viewStorePublish
          ViewStoreOf<Favorites.Counter>.deinit
          ViewStoreOf<Favorites.Counter>.init
          ViewStoreOf<Favorites.Counter>.viewStorePublish
          ViewStoreOf<Favorites.Profile>.deinit
          ViewStoreOf<Favorites.Profile>.init
          ViewStoreOf<Favorites.Profile>.viewStorePublish
        """)
  }

  /// An increment changes only the count; the profile's view state is unchanged, but the app
  /// view re-renders for the tab bar and hands the profile a new store and view store, so the
  /// profile runs its body for nothing (wasted), which `store` avoids.
  @Test("favorites increment: the profile re-renders because its parent re-scoped it")
  func favoritesIncrementWastesTheProfile() throws {
    let step = try run("scenario favorites\nincrement", contestant: "store/uncached").steps[1]
    #expect(step.bodyRuns["AppView/ProfileView"] == 1)
    #expect(step.wasted == 1)
    #expect(try run("scenario favorites\nincrement", contestant: "store").steps[1].wasted == 0)
  }

  /// 1.4.0's `IfLetStore` rescopes its store when made, and its body makes a `WithViewStore` of
  /// the optional (one store, one view store): mounted with no child, the parent's run makes
  /// three stores of the optional (its scope, the rescope, the `WithViewStore`'s) and two helper
  /// bodies. When the child appears, only the `WithViewStore` runs (its view store published
  /// presence), with a fresh copy of its view store (named after its types, as 1.4.0 named
  /// copies), and its content rescopes and scopes the child: two stores more. The toggle is sent
  /// on the root, so three pushes: the root's into the optional's store, that store's into the
  /// rescope, and the rescope's into the `WithViewStore`'s store (nil to a child is no
  /// duplicate for the rescope, 1.4.0's `invalidate`).
  @Test(
    "optional toggle: the IfLetStore's WithViewStore publishes presence; two stores reach the child"
  )
  func optionalToggle() throws {
    let result = try run("scenario optional\ntoggle", contestant: "store/uncached")
    // NB: the parent's own scope, the rescope and the `WithViewStore`'s scope: three stores of
    // the optional; each body run's copy of the view store is let go in that run.
    #expect(
      result.steps[0].log == """
        step 0: mount  [wasted: ParentView/UncachedIfLetStore, ParentView/WithViewStore]
          ParentView.body
          StoreOf<OptionalChild.Counter?>.init
          StoreOf<OptionalChild.Counter?>.init
          StoreOf<OptionalChild.Counter?>.init
          StoreOf<OptionalChild.Counter?>.scope
          StoreOf<OptionalChild.Counter?>.scope
          StoreOf<OptionalChild.Parent>.init
          StoreOf<OptionalChild.Parent>.scope
          UncachedIfLetStore.body
          ViewStore<OptionalChild.Counter.State?, OptionalChild.Counter.Action>.deinit
          ViewStore<OptionalChild.Counter.State?, OptionalChild.Counter.Action>.init
          ViewStoreOf<OptionalChild.Counter?>.init
          ViewStoreOf<OptionalChild.Parent>.init
          WithViewStore.body
          WithViewStoreOf<OptionalChild.Counter?>.body
        """)
    #expect(
      result.steps[1].log == """
        step 1: toggle  [wasted: ParentView/WithViewStore]
          CounterView.body
          StoreOf<OptionalChild.Counter>.init
          StoreOf<OptionalChild.Counter?>.init
          StoreOf<OptionalChild.Counter?>.push
          StoreOf<OptionalChild.Counter?>.push
          StoreOf<OptionalChild.Counter?>.scope
          StoreOf<OptionalChild.Counter?>.scope
          StoreOf<OptionalChild.Parent>.push
          ViewStore<OptionalChild.Counter.State?, OptionalChild.Counter.Action>.deinit
          ViewStore<OptionalChild.Counter.State?, OptionalChild.Counter.Action>.init
          ViewStoreOf<OptionalChild.Counter>.init
          ViewStoreOf<OptionalChild.Counter?>.viewStorePublish
          WithViewStore.body
          WithViewStoreOf<OptionalChild.Counter?>.body
        """)
  }

  /// Switching the presented counter from the first case to the second: the new case's
  /// `CaseLet` runs (a scope of the optional payload, then an `IfLetStore`: four stores of the
  /// optional counter and the unwrapped one), and the departing case's runs once more, with the
  /// new object its `SwitchStore` put in the environment, before it goes: three stores of the
  /// optional counter more, its `IfLetStore` finding no payload. Seven in all, as 1.4.0's
  /// `EnumTests.testToggle1On_Toggle2On` records.
  @Test(
    "enum toggle2 after toggle1: both cases' CaseLets run, seven stores of the optional counter")
  func enumCaseChange() throws {
    let step = try run("scenario enum\ntoggle1\ntoggle2", contestant: "store/uncached").steps[2]
    #expect(
      step.bodyRuns.filter { $0.key.contains("UncachedCaseLet") } == [
        "ParentView/UncachedCaseLet(counter1)": 1, "ParentView/UncachedCaseLet(counter2)": 1,
      ])
    let lines = step.log.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.count { $0 == "StoreOf<EnumDestination.Counter?>.init" } == 7)
  }

  /// The third row lands in "Top picks". The list's view state (first count, which sections
  /// show) is unchanged, so neither the list nor the section runs its body; the section's
  /// `ForEachStore`'s `WithViewStore` publishes (its ids changed) and runs its body, as 1.4.0's
  /// does (its `WithView….body` line and a copy of its view store named after its types, which
  /// the lab lets go in the same run), which scopes a new store for every row (three `scope`s on the section's
  /// collection store) and gives each row a new view store: the two old rows run their body
  /// again for nothing, and their stores and view stores are released. Four pushes: the root's
  /// into the one section's store (the other section has no rows, and no store) and that store's
  /// into the three scoped from it, the `ForEachStore`'s `WithViewStore` store and both rows';
  /// the section's new scopes are made after the send.
  ///
  /// `store` for the same step: the list view (which reads the rows) and the section run their
  /// body, and one `scope` builds the new row's store; the old rows' cached stores stay, but
  /// their views run too: they read the list's `rows` on the way to their row (#2972).
  @Test("list add: the ForEachStore rebuilds every row's store and view store")
  func listAdd() throws {
    #expect(
      try stepLog("scenario list rows 2\nadd", contestant: "store/uncached", step: 1) == """
        step 1: add  [wasted: ListView/SectionView(Top picks)/CounterRow(1), \
        ListView/SectionView(Top picks)/CounterRow(2), \
        ListView/SectionView(Top picks)/WithViewStore]
          CounterRow.body
          CounterRow.body
          CounterRow.body
          IdentifiedStoreOf<CounterList.Row>.push
          IdentifiedStoreOf<CounterList.Row>.push
          IdentifiedStoreOf<CounterList.Row>.push
          IdentifiedStoreOf<CounterList.Row>.scope
          IdentifiedStoreOf<CounterList.Row>.scope
          IdentifiedStoreOf<CounterList.Row>.scope
          StoreOf<CounterList.List>.push
          StoreOf<CounterList.Row>.deinit
          StoreOf<CounterList.Row>.deinit
          StoreOf<CounterList.Row>.init
          StoreOf<CounterList.Row>.init
          StoreOf<CounterList.Row>.init
          ViewIdentifiedStoreOf<CounterList.Row>.viewStorePublish
          ViewStore<IdentifiedArray<Int, CounterList.Row.State>, \
        IdentifiedAction<Int, CounterList.Row.Action>>.deinit
          ViewStore<IdentifiedArray<Int, CounterList.Row.State>, \
        IdentifiedAction<Int, CounterList.Row.Action>>.init
          ViewStoreOf<CounterList.Row>.deinit
          ViewStoreOf<CounterList.Row>.deinit
          ViewStoreOf<CounterList.Row>.init
          ViewStoreOf<CounterList.Row>.init
          ViewStoreOf<CounterList.Row>.init
          WithViewIdentifiedStoreOf<CounterList.Row>.body
          WithViewStore.body
        """)
    #expect(
      try stepLog("scenario list rows 2\nadd", contestant: "store", step: 1) == """
        step 1: add  [wasted: ListView, ListView/SectionView(Top picks)/CounterRow(1), \
        ListView/SectionView(Top picks)/CounterRow(2)]
          CounterRow.body
          CounterRow.body
          CounterRow.body
          CounterRow.observationChange
          CounterRow.observationChange
          IdentifiedStoreOf<CounterList.Row>.scope
          ListView.body
          ListView.observationChange
          SectionView.body
          StoreOf<CounterList.Row>.init
        """)
  }

  /// Each view state is compared by `==`, not by identity: a counter reset to the value it
  /// shows publishes nothing, where `store` re-renders the counter for the fresh identity, and
  /// the parent, which still observes `counter1` from when its body created the child stores.
  @Test("siblings reset-self at 0: no publish, no body; store re-renders for the new identity")
  func siblingsResetAtZero() throws {
    let legacy = try run("scenario siblings\nreset-self 1", contestant: "store/uncached").steps[1]
    // NB: the send is made on the first counter's store, which takes no push of its own
    // (1.4.0); the second counter's does.
    #expect(legacy.log == "step 1: reset-self 1\n  StoreOf<Siblings.Parent>.push")
    let store = try run("scenario siblings\nreset-self 1", contestant: "store").steps[1]
    #expect(store.wastedViews == ["ParentView", "ParentView/CounterView(1)"])
  }

  @Test("every built-in script: store/uncached is correct and leaks nothing")
  func everyScenarioIsCorrect() throws {
    for entry in BuiltinScripts.all {
      let parsed = try script(entry.text)
      let uncached = try #require(
        parsed.scenario.contestants.first { $0.name == "store/uncached" }, "\(entry.name)")
      let result = try #require(try Runner.run(parsed, contestants: [uncached]).first)
      #expect(result.verdict == .correct, "\(entry.name)")
      #expect(result.leaked.isEmpty, "\(entry.name)")
    }
  }

  /// The top screen's increment, line by line (the log is sorted, not in order of events):
  ///
  /// - `ScreenView.body`: the top screen's view read `viewStore.count`, so it runs its body.
  ///   Nothing else does: the root's view state (the number of screens) and the
  ///   `NavigationStackStore`'s ids re-derive equal after the send, so neither publishes, and no
  ///   store is scoped, made or released.
  /// - `ViewStoreOf<CounterStack.Screen>.viewStorePublish`: of the four live view stores (root,
  ///   the stack's, two screens), only the top screen's derives a different state. The bottom
  ///   screen's re-derives an equal one and stays silent.
  /// - The pushes (1.4.0's rules): the root's into the stack's store (`StoreOf<…Stack>`); that
  ///   store's into each screen's rescope (`invalidate`, two `StackStoreOf` lines); and the
  ///   bottom screen's rescope into its screen store (a third `StackStoreOf` line: a rescope is a
  ///   store of the whole stack too). The top screen's store is the one the send was made on, and
  ///   takes none.
  ///
  /// `store` for the same step (`StackLabTests.incrementTop`): the same body and callback,
  /// without the publish.
  @Test("stack increment: one publish, only the top screen re-renders")
  func stackIncrement() throws {
    #expect(
      try stepLog("scenario stack size 2\nincrement", contestant: "store/uncached", step: 1) == """
        step 1: increment
          ScreenView.body
          StackStoreOf<CounterStack.Screen>.push
          StackStoreOf<CounterStack.Screen>.push
          StackStoreOf<CounterStack.Screen>.push
          StoreOf<CounterStack.Stack>.push
          ViewStoreOf<CounterStack.Screen>.viewStorePublish
        """)
  }
}
