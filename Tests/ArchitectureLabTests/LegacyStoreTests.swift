import Testing

@testable import ArchitectureLab

/// Per-step event logs of `store/legacy`, the store before observation written with the
/// view-store API as at 1.7.0, over cached key-path scopes: one characteristic step per
/// scenario, each line explained from the API's rules.
///
/// The rules the explanations use (`ViewStoreAPI/`, `Scenarios/Legacy/LegacyStoreView.swift`):
///
/// - A view is a struct holding a store (the transparent `…Host`) whose body makes a
///   `WithViewStore`, shown on screen as the view (`CounterView.body` is that `WithViewStore`'s
///   body run). Making a `WithViewStore` scopes a store of the view state from the view's store
///   with closures (a `scope` on the view's store, an `init`), and its view store scopes once
///   more (a `scope` on that store, an `init`, the view store's `View….init`); the first of the
///   two stores is released at once (`deinit`).
/// - After each send every live view store re-derives its view state and publishes only a
///   different one (`viewStorePublish`); the view observing it runs its body.
/// - Each `WithViewStore` body run logs `WithView….body` and hands its content a copy of its
///   view store (`View….init`); a copy the content's buttons keep is released when the next run
///   replaces them (`View….deinit`), one kept by nothing when the run ends.
/// - A key-path scope returns the cached store: a struct handed the same store has equal inputs
///   and does not run its body, so it makes no new `WithViewStore`.
@Suite("Legacy store event logs")
struct LegacyStoreTests {
  /// - `ViewStoreOf<Basics.Counter>.viewStorePublish`: the count changed, so the one view store
  ///   (the `WithViewStore`'s, observing the whole state) derives a different state and
  ///   publishes.
  /// - `CounterView.body`: the `WithViewStore` observing it runs; the struct around it, with the
  ///   same store, does not (no `CounterViewHost.body`), so no store is scoped or made.
  /// - `WithViewStoreOf<Basics.Counter>.body`: the line of that body run.
  /// - `ViewStoreOf<Basics.Counter>.init` / `.deinit`: the run's copy of the view store, which
  ///   the new buttons keep; the last run's copy, kept by the buttons they replace, goes.
  ///
  /// `store/uncached` for the same step: the body and the publish only; its view holds its view
  /// store itself, and no copy is made.
  @Test("basics increment: one publish, the WithViewStore's body and its view-store copy")
  func basicsIncrement() throws {
    #expect(
      try stepLog("scenario basics\nincrement", contestant: "store/legacy", step: 1) == """
        step 1: increment
          CounterView.body
          ViewStoreOf<Basics.Counter>.deinit
          ViewStoreOf<Basics.Counter>.init
          ViewStoreOf<Basics.Counter>.viewStorePublish
          WithViewStoreOf<Basics.Counter>.body
        """)
  }

  /// The save changes `favorites`, which three view states show: the tab bar's favorite count,
  /// the counter's Save/Remove, the profile's list. Three publishes (`viewStorePublish`), three
  /// `WithViewStore` bodies on screen as `AppView`, `CounterView` and `ProfileView`, each with its
  /// `WithView….body` line and its copy made (`init`) and last copy released (`deinit`). The new
  /// `FavoriteRow.body`: the row is inserted; it shows only its number and has no view store.
  ///
  /// No store line: the app's content scopes both tabs by key path, gets the cached stores, and
  /// hands the tabs' structs equal inputs, so neither makes a new `WithViewStore`.
  /// `store/uncached` for the same step (`UncachedStoreTests.favoritesSave`) scopes both tabs
  /// anew: two `scope`s, two stores and two view stores made and released.
  @Test("favorites save: three publishes, no store scoped: the tabs' stores are cached")
  func favoritesSave() throws {
    #expect(
      try stepLog("scenario favorites\nincrement\nsave", contestant: "store/legacy", step: 2)
        == """
        step 2: save
          AppView.body
          CounterView.body
          FavoriteRow.body
          ProfileView.body
          ViewStore<FavoritesLegacyStoreViews.AppView.ViewState, Favorites.App.Action>.deinit
          ViewStore<FavoritesLegacyStoreViews.AppView.ViewState, Favorites.App.Action>.init
          ViewStore<FavoritesLegacyStoreViews.AppView.ViewState, Favorites.App.Action>.viewStorePublish
          ViewStore<FavoritesLegacyStoreViews.CounterView.ViewState, Favorites.Counter.Action>.deinit
          ViewStore<FavoritesLegacyStoreViews.CounterView.ViewState, Favorites.Counter.Action>.init
          ViewStore<FavoritesLegacyStoreViews.CounterView.ViewState, Favorites.Counter.Action>.viewStorePublish
          ViewStoreOf<Favorites.Profile>.deinit
          ViewStoreOf<Favorites.Profile>.init
          ViewStoreOf<Favorites.Profile>.viewStorePublish
          WithViewStore<FavoritesLegacyStoreViews.AppView.ViewState, Favorites.App.Action>.body
          WithViewStore<FavoritesLegacyStoreViews.CounterView.ViewState, Favorites.Counter.Action>.body
          WithViewStoreOf<Favorites.Profile>.body
        """)
  }

  /// The child appears while the parent does not show its count: the parent's view state is
  /// unchanged and it does not run. What runs:
  ///
  /// - `ViewStoreOf<OptionalChild.Counter?>.viewStorePublish`: the view store of the
  ///   `IfLetStore`'s `WithViewStore` compares presence, which changed.
  /// - `WithViewStore.body` (the `IfLetStore`'s, a helper off the screen, hence wasted) with its
  ///   line `WithViewStoreOf<OptionalChild.Counter?>.body` and its copy
  ///   `ViewStoreOf<OptionalChild.Counter?>.init`, released when the run ends (`.deinit`): the
  ///   content keeps nothing of it.
  /// - `StoreOf<OptionalChild.Counter?>.scope` and the first `StoreOf<OptionalChild.Counter>.init`:
  ///   the content scopes the unwrapped store under a fixed id, cached from now on.
  /// - `CounterViewHost.body` (wasted): the counter's struct is inserted and makes its
  ///   `WithViewStore`: two `StoreOf<OptionalChild.Counter>.scope`s, the other two `.init`s and
  ///   the first `ViewStoreOf<OptionalChild.Counter>.init`. The first of those stores is held by
  ///   the second, which the view store holds, so none is released (as in the store library's
  ///   1.7, whose recorded *Toggle* releases none).
  /// - `CounterView.body`: that `WithViewStore` is inserted and runs: its
  ///   `WithViewStoreOf<OptionalChild.Counter>.body` and the second
  ///   `ViewStoreOf<OptionalChild.Counter>.init`, the copy its buttons keep.
  @Test("optional toggle on: the IfLetStore's view store publishes presence; the child is made")
  func optionalToggleOn() throws {
    #expect(
      try stepLog("scenario optional\ntoggle", contestant: "store/legacy", step: 1) == """
        step 1: toggle  [wasted: ParentView/CounterViewHost, ParentView/WithViewStore]
          CounterView.body
          CounterViewHost.body
          StoreOf<OptionalChild.Counter>.init
          StoreOf<OptionalChild.Counter>.init
          StoreOf<OptionalChild.Counter>.init
          StoreOf<OptionalChild.Counter>.scope
          StoreOf<OptionalChild.Counter>.scope
          StoreOf<OptionalChild.Counter?>.scope
          ViewStoreOf<OptionalChild.Counter>.init
          ViewStoreOf<OptionalChild.Counter>.init
          ViewStoreOf<OptionalChild.Counter?>.deinit
          ViewStoreOf<OptionalChild.Counter?>.init
          ViewStoreOf<OptionalChild.Counter?>.viewStorePublish
          WithViewStore.body
          WithViewStoreOf<OptionalChild.Counter>.body
          WithViewStoreOf<OptionalChild.Counter?>.body
        """)
  }

  /// Counter 1 is presented. Two view stores publish: the parent's (`Destination: counter 1`)
  /// and the one inside the `IfLetStore` of the destination (presence). Then, top-down:
  ///
  /// 1. `ParentView.body`: its `WithViewStore<…ParentView.ViewState…>.body`, its copy `init`, the
  ///    last copy `deinit`. Its content gets the destination's cached store (a `scope` the cache
  ///    answers, no `init`) and makes a new `IfLetStore` over it, whose `init` scopes its store
  ///    (cached: `StoreOf<EnumDestination.Destination?>` scope 1) and makes its content closure
  ///    anew around that store and the app's closure, as the library's `init` does: a changed
  ///    input (a closure is compared by its code and its context, docs/fidelity.md rule 15), so
  ///    it runs.
  /// 2. `IfLetStore.body` (1 of 2): a new `WithViewStore` of the optional, whose view store scopes
  ///    two stores of its own (`StoreOf<EnumDestination.Destination?>` scopes 2–3, inits 1–2,
  ///    `ViewStoreOf<EnumDestination.Destination?>.init` 1); the last one's view store goes
  ///    (`deinit` 1) and with it its two stores (`StoreOf<EnumDestination.Destination?>.deinit`
  ///    1–2).
  /// 3. `WithViewStore.body` (1 of 3), the `IfLetStore`'s, with its new view store (its view store
  ///    had published too), with `WithViewStoreOf<EnumDestination.Destination?>.body` and its copy
  ///    (`init` 2, `deinit` 2 when the run ends); the destination is there, so it scopes the
  ///    unwrapped store under its fixed id, cached: `StoreOf<EnumDestination.Destination>` scope 1
  ///    and init 1.
  /// 4. `SwitchStore.body`, inserted: its `WithViewStore` of the enum,
  ///    `StoreOf<EnumDestination.Destination>` scopes 1–2, inits 2–3,
  ///    `ViewStoreOf<EnumDestination.Destination>.init` 1; then `WithViewStore.body` (2 of 3) with
  ///    its line and copy (`init` 2, `deinit`).
  /// 5. `CaseLet.body`, inserted: a closure scope to the case (scope 3,
  ///    `StoreOf<EnumDestination.Counter?>.init` 1) and an `IfLetStore` over it, whose scope is a
  ///    closure scope too below it (`StoreOf<EnumDestination.Counter?>` scope 1, init 2).
  /// 6. `IfLetStore.body` (2 of 2), the `CaseLet`'s: its `WithViewStore` (scopes 2–3, inits 3–4,
  ///    `ViewStoreOf<EnumDestination.Counter?>.init` 1), then `WithViewStore.body` (3 of 3) with
  ///    its line and copy (`init` 2, `deinit`), scoping the unwrapped counter with closures:
  ///    scope 4 and `StoreOf<EnumDestination.Counter>.init` 1.
  /// 7. `CounterViewHost.body`, inserted: its `WithViewStore` (`StoreOf<EnumDestination.Counter>`
  ///    scopes 1–2, inits 2–3, `ViewStoreOf<EnumDestination.Counter>.init` 1); then
  ///    `CounterView.body` with `WithViewStoreOf<EnumDestination.Counter>.body` and the copy its
  ///    buttons keep (`init` 2).
  ///
  /// No store made in the step is released in it: each store a closure scope makes is held by the
  /// one scoped from it, down to the counter's view store (``Store/heldParent``). The store
  /// library's 1.7 recorded *Toggle feature 1 on* the same way: only view-store copies go.
  ///
  /// Ten bodies for a screen whose floor is two (the parent's text and the counter inserted): the
  /// helpers' bodies are off the screen. The step's header names the `CaseLet` by its key path,
  /// whose description carries an address, so the events are compared without it.
  @Test("enum toggle on: the IfLetStore, SwitchStore and CaseLet chain down to the counter")
  func enumToggleOn() throws {
    let step = try run("scenario enum\ntoggle1", contestant: "store/legacy").steps[1]
    #expect((step.bodies, step.floor) == (10, 2))
    #expect(
      step.events.map { "\($0)" }.joined(separator: "\n") == """
        CaseLet.body
        CounterView.body
        CounterViewHost.body
        IfLetStore.body
        IfLetStore.body
        ParentView.body
        StoreOf<EnumDestination.Counter>.init
        StoreOf<EnumDestination.Counter>.init
        StoreOf<EnumDestination.Counter>.init
        StoreOf<EnumDestination.Counter>.scope
        StoreOf<EnumDestination.Counter>.scope
        StoreOf<EnumDestination.Counter?>.init
        StoreOf<EnumDestination.Counter?>.init
        StoreOf<EnumDestination.Counter?>.init
        StoreOf<EnumDestination.Counter?>.init
        StoreOf<EnumDestination.Counter?>.scope
        StoreOf<EnumDestination.Counter?>.scope
        StoreOf<EnumDestination.Counter?>.scope
        StoreOf<EnumDestination.Counter?>.scope
        StoreOf<EnumDestination.Destination>.init
        StoreOf<EnumDestination.Destination>.init
        StoreOf<EnumDestination.Destination>.init
        StoreOf<EnumDestination.Destination>.scope
        StoreOf<EnumDestination.Destination>.scope
        StoreOf<EnumDestination.Destination>.scope
        StoreOf<EnumDestination.Destination?>.deinit
        StoreOf<EnumDestination.Destination?>.deinit
        StoreOf<EnumDestination.Destination?>.init
        StoreOf<EnumDestination.Destination?>.init
        StoreOf<EnumDestination.Destination?>.scope
        StoreOf<EnumDestination.Destination?>.scope
        StoreOf<EnumDestination.Destination?>.scope
        SwitchStore.body
        ViewStore<EnumLegacyStoreViews.ParentView.ViewState, EnumDestination.Parent.Action>.deinit
        ViewStore<EnumLegacyStoreViews.ParentView.ViewState, EnumDestination.Parent.Action>.init
        ViewStore<EnumLegacyStoreViews.ParentView.ViewState, EnumDestination.Parent.Action>.viewStorePublish
        ViewStoreOf<EnumDestination.Counter>.init
        ViewStoreOf<EnumDestination.Counter>.init
        ViewStoreOf<EnumDestination.Counter?>.deinit
        ViewStoreOf<EnumDestination.Counter?>.init
        ViewStoreOf<EnumDestination.Counter?>.init
        ViewStoreOf<EnumDestination.Destination>.deinit
        ViewStoreOf<EnumDestination.Destination>.init
        ViewStoreOf<EnumDestination.Destination>.init
        ViewStoreOf<EnumDestination.Destination?>.deinit
        ViewStoreOf<EnumDestination.Destination?>.deinit
        ViewStoreOf<EnumDestination.Destination?>.init
        ViewStoreOf<EnumDestination.Destination?>.init
        ViewStoreOf<EnumDestination.Destination?>.viewStorePublish
        WithViewStore.body
        WithViewStore.body
        WithViewStore.body
        WithViewStore<EnumLegacyStoreViews.ParentView.ViewState, EnumDestination.Parent.Action>.body
        WithViewStoreOf<EnumDestination.Counter>.body
        WithViewStoreOf<EnumDestination.Counter?>.body
        WithViewStoreOf<EnumDestination.Destination>.body
        WithViewStoreOf<EnumDestination.Destination?>.body
        """)
  }

  /// The third row lands in "Top picks". The list's view state (first count, which sections
  /// show) is unchanged, so neither the list nor the section runs; the section's `ForEachStore`
  /// view store publishes (`ViewIdentifiedStoreOf<CounterList.Row>.viewStorePublish`: its ids
  /// changed) and its `WithViewStore.body` runs, with `WithViewIdentifiedStoreOf<…>.body` and its
  /// copy (`init`, and `deinit` when the run ends).
  ///
  /// - `ForEachRow.closure` ×3: the row closures of rows 1 and 2 run again (each row's closure is
  ///   made anew around its id and the helper's content, a changed input) and get their cached
  ///   element stores, whose structs have equal inputs and stay; row 3's is inserted and runs
  ///   once: the rows are a plain stack, not a `List`, which would size the new row's cell with
  ///   a run of its own.
  /// - `IdentifiedStoreOf<CounterList.Row>.scope` and one `StoreOf<CounterList.Row>.init`: row
  ///   3's closure scopes its element store, cached under its id.
  /// - `CounterRowHost.body`: row 3's struct is inserted and makes its `WithViewStore`: two
  ///   `StoreOf<CounterList.Row>.scope`s, the other two `.init`s and the first
  ///   `ViewStoreOf<CounterList.Row>.init`; the first of those stores lives as long as the view
  ///   store, which holds it through the second (the store library's 1.7 releases it then too).
  /// - `CounterRow.body`: that `WithViewStore`, inserted, with
  ///   `WithViewStoreOf<CounterList.Row>.body` and the copy its buttons keep (the second
  ///   `ViewStoreOf<CounterList.Row>.init`).
  ///
  /// `store/uncached` for the same step (`UncachedStoreTests.listAdd`) rebuilds every row's store
  /// and view store, and rows 1 and 2 run their bodies; here they keep theirs and stay still.
  @Test("list add: the ForEachStore's row closures run again; only the new row gets stores")
  func listAdd() throws {
    #expect(
      try stepLog("scenario list rows 2\nadd", contestant: "store/legacy", step: 1) == """
        step 1: add  [wasted: ListView/SectionView(Top picks)/CounterRowHost(3), \
        ListView/SectionView(Top picks)/WithViewStore]
          CounterRow.body
          CounterRowHost.body
          ForEachRow.closure
          ForEachRow.closure
          ForEachRow.closure
          IdentifiedStoreOf<CounterList.Row>.scope
          StoreOf<CounterList.Row>.init
          StoreOf<CounterList.Row>.init
          StoreOf<CounterList.Row>.init
          StoreOf<CounterList.Row>.scope
          StoreOf<CounterList.Row>.scope
          ViewIdentifiedStoreOf<CounterList.Row>.deinit
          ViewIdentifiedStoreOf<CounterList.Row>.init
          ViewIdentifiedStoreOf<CounterList.Row>.viewStorePublish
          ViewStoreOf<CounterList.Row>.init
          ViewStoreOf<CounterList.Row>.init
          WithViewIdentifiedStoreOf<CounterList.Row>.body
          WithViewStore.body
          WithViewStoreOf<CounterList.Row>.body
        """)
  }

  /// The first of two todos is completed: its row's view store and the list's ("1 left")
  /// publish.
  ///
  /// - `TodosView.body` with its `WithViewStore<…TodosView.ViewState…>.body` and copy (`init`,
  ///   last copy `deinit`). Its content hands the filter's struct the same store (it stays) and
  ///   makes a new `ForEachStore` over the cached store of the visible todos.
  /// - `ForEachStore.body`, the new one: its `WithViewStore` of the todos, two
  ///   `IdentifiedStoreOf<Todos.Todo>.scope`s and `.init`s and a `ViewIdentifiedStoreOf<…>.init`;
  ///   the first store is let go, and so are the replaced `WithViewStore`'s store and view store:
  ///   two `IdentifiedStoreOf<Todos.Todo>.deinit`s and a `ViewIdentifiedStoreOf<…>.deinit`.
  /// - `WithViewStore.body` with `WithViewIdentifiedStoreOf<Todos.Todo>.body` and its copy (the
  ///   second `init`, and the second `deinit` when the run ends); `ForEachRow.closure` ×2: both
  ///   row closures run again (closure runs, not body runs, so not wasted ones either), get the
  ///   cached element stores and hand their structs equal inputs.
  /// - `TodoRow.body`: the completed row's `WithViewStore`, for its own publish
  ///   (`ViewStoreOf<Todos.Todo>.viewStorePublish`), with its line and copy.
  @Test("todos toggle: the list's publish makes a new ForEachStore; the rows keep their stores")
  func todosToggle() throws {
    #expect(
      try stepLog("scenario todos\nadd\nadd\ntoggle 0", contestant: "store/legacy", step: 3)
        == """
        step 3: toggle 0  [wasted: TodosView/ForEachStore, TodosView/WithViewStore]
          ForEachRow.closure
          ForEachRow.closure
          ForEachStore.body
          IdentifiedStoreOf<Todos.Todo>.deinit
          IdentifiedStoreOf<Todos.Todo>.deinit
          IdentifiedStoreOf<Todos.Todo>.init
          IdentifiedStoreOf<Todos.Todo>.init
          IdentifiedStoreOf<Todos.Todo>.scope
          IdentifiedStoreOf<Todos.Todo>.scope
          TodoRow.body
          TodosView.body
          ViewIdentifiedStoreOf<Todos.Todo>.deinit
          ViewIdentifiedStoreOf<Todos.Todo>.deinit
          ViewIdentifiedStoreOf<Todos.Todo>.init
          ViewIdentifiedStoreOf<Todos.Todo>.init
          ViewStore<TodosLegacyStoreViews.TodosView.ViewState, Todos.TodoList.Action>.deinit
          ViewStore<TodosLegacyStoreViews.TodosView.ViewState, Todos.TodoList.Action>.init
          ViewStore<TodosLegacyStoreViews.TodosView.ViewState, Todos.TodoList.Action>.viewStorePublish
          ViewStoreOf<Todos.Todo>.deinit
          ViewStoreOf<Todos.Todo>.init
          ViewStoreOf<Todos.Todo>.viewStorePublish
          WithViewIdentifiedStoreOf<Todos.Todo>.body
          WithViewStore.body
          WithViewStore<TodosLegacyStoreViews.TodosView.ViewState, Todos.TodoList.Action>.body
          WithViewStoreOf<Todos.Todo>.body
        """)
  }

  /// Reset all while counter 2 is at 0: both counters get a fresh state, but view states compare
  /// by `==`, so only counter 1's view store derives a different one and publishes; only its
  /// `WithViewStore` runs (line, copy made, last copy released). The parent shows no state and
  /// has no view store: it does not run.
  ///
  /// `store` for the same step re-renders the parent and both counters (the fresh identities).
  @Test("siblings reset-all: only the counter whose view state changed publishes")
  func siblingsResetAll() throws {
    let script = "scenario siblings\nincrement 1\nreset-all"
    #expect(
      try stepLog(script, contestant: "store/legacy", step: 2) == """
        step 2: reset-all
          CounterView.body
          ViewStoreOf<Siblings.Counter>.deinit
          ViewStoreOf<Siblings.Counter>.init
          ViewStoreOf<Siblings.Counter>.viewStorePublish
          WithViewStoreOf<Siblings.Counter>.body
        """)
    #expect(try run(script, contestant: "store").steps[2].bodies == 3)
  }

  /// A third screen is pushed. Two view stores publish: the root's (`Screens: 3`) and the
  /// `NavigationStackStore`'s (its ids).
  ///
  /// - `StackView.body` with its `WithViewStore<…StackView.ViewState…>.body` and copy (`init`,
  ///   last copy `deinit`). Its content gets the screens' cached store and makes a new
  ///   `NavigationStackStore`, whose view store scopes it with a closure
  ///   (`IdentifiedStoreOf<CounterStack.Screen>.scope`, `.init`,
  ///   `ViewIdentifiedStoreOf<…>.init`); the replaced one's view store and store go (`deinit`s).
  ///   It has no `WithViewStore`, so no line and no copy.
  /// - `NavigationStackStore.body` and `Destination.body` ×3: each screen's destination is a
  ///   closure made anew around the screen's store, a changed input. Screens 1 and 2 get their
  ///   cached stores, and their structs stay. Screen 3's store is scoped under its id (the second `IdentifiedStoreOf<…>.scope`, the first
  ///   `StoreOf<CounterStack.Screen>.init`).
  /// - `ScreenViewHost.body`: screen 3's struct is inserted and makes its `WithViewStore` (two
  ///   `StoreOf<CounterStack.Screen>.scope`s, the other two `.init`s, the first
  ///   `ViewStoreOf<CounterStack.Screen>.init`; the first store lives as long as the view store);
  ///   `ScreenView.body` is that `WithViewStore`, inserted, with its line and the copy its button
  ///   keeps.
  @Test("stack push: a new NavigationStackStore; only the new screen gets stores")
  func stackPush() throws {
    #expect(
      try stepLog("scenario stack size 2\npush", contestant: "store/legacy", step: 1) == """
        step 1: push  [wasted: StackView/Destination(1), StackView/Destination(2), \
        StackView/Destination(3), StackView/NavigationStackStore, StackView/ScreenViewHost(3)]
          Destination.body
          Destination.body
          Destination.body
          IdentifiedStoreOf<CounterStack.Screen>.deinit
          IdentifiedStoreOf<CounterStack.Screen>.init
          IdentifiedStoreOf<CounterStack.Screen>.scope
          IdentifiedStoreOf<CounterStack.Screen>.scope
          NavigationStackStore.body
          ScreenView.body
          ScreenViewHost.body
          StackView.body
          StoreOf<CounterStack.Screen>.init
          StoreOf<CounterStack.Screen>.init
          StoreOf<CounterStack.Screen>.init
          StoreOf<CounterStack.Screen>.scope
          StoreOf<CounterStack.Screen>.scope
          ViewIdentifiedStoreOf<CounterStack.Screen>.deinit
          ViewIdentifiedStoreOf<CounterStack.Screen>.init
          ViewIdentifiedStoreOf<CounterStack.Screen>.viewStorePublish
          ViewStore<StackLegacyStoreViews.StackView.ViewState, CounterStack.Stack.Action>.deinit
          ViewStore<StackLegacyStoreViews.StackView.ViewState, CounterStack.Stack.Action>.init
          ViewStore<StackLegacyStoreViews.StackView.ViewState, CounterStack.Stack.Action>.viewStorePublish
          ViewStoreOf<CounterStack.Screen>.init
          ViewStoreOf<CounterStack.Screen>.init
          WithViewStore<StackLegacyStoreViews.StackView.ViewState, CounterStack.Stack.Action>.body
          WithViewStoreOf<CounterStack.Screen>.body
        """)
  }

  /// The setting is shown by the app and the settings screen: their two view stores publish and
  /// their two `WithViewStore`s run (lines, copies made, last copies released). The app's content
  /// hands the first level the cached `home` store, so the level's inputs are equal and no level
  /// runs: the settings screen keeps its store and `WithViewStore`. At the floor.
  ///
  /// `store/uncached` for the same step re-scopes every level and the settings screen below the
  /// app (every level runs its body, and the settings screen gets a new view store).
  @Test("chain toggle: the app and the settings screen publish; the cached levels stay still")
  func chainToggle() throws {
    let script = "scenario chain depth 2\ntoggle-root"
    #expect(
      try stepLog(script, contestant: "store/legacy", step: 1) == """
        step 1: toggle-root
          AppView.body
          SettingsView.body
          ViewStore<ChainLegacyStoreViews.AppView.ViewState, SettingsChain.App.Action>.deinit
          ViewStore<ChainLegacyStoreViews.AppView.ViewState, SettingsChain.App.Action>.init
          ViewStore<ChainLegacyStoreViews.AppView.ViewState, SettingsChain.App.Action>.viewStorePublish
          ViewStoreOf<SettingsChain.Settings>.deinit
          ViewStoreOf<SettingsChain.Settings>.init
          ViewStoreOf<SettingsChain.Settings>.viewStorePublish
          WithViewStore<ChainLegacyStoreViews.AppView.ViewState, SettingsChain.App.Action>.body
          WithViewStoreOf<SettingsChain.Settings>.body
        """)
    #expect(
      try run(script, contestant: "store/uncached").steps[1].bodyRuns["AppView/LevelView"] == 1)
  }

  @Test("every built-in script: store/legacy is correct and leaks nothing")
  func everyScenarioIsCorrect() throws {
    for entry in BuiltinScripts.all {
      let parsed = try script(entry.text)
      let legacy = try #require(
        parsed.scenario.contestants.first { $0.name == "store/legacy" }, "\(entry.name)")
      let result = try #require(try Runner.run(parsed, contestants: [legacy]).first)
      #expect(result.verdict == .correct, "\(entry.name)")
      #expect(result.leaked.isEmpty, "\(entry.name)")
    }
  }
}
