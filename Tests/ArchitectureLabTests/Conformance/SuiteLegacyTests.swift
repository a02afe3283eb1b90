import Testing

@testable import ArchitectureLab

/// The lab's lines for every test of the store library's integration suite, pre-observation
/// variant (`IntegrationUITests/iOS 16`, tag 1.7.0), pinned inline step by step: what the lab's
/// mirror of each screen logs (view bodies, row closures, `WithViewStore` bodies, view store and
/// store creations; releases left out), which `expectConformance` also checks against the
/// recording.
@Suite("Integration suite, legacy (iOS 16)")
struct SuiteLegacyTests {
  @Test("basics testBasics")
  func basicsBasics() {
    expectConformance(
      .legacy, .basics, "testBasics",
      steps: [
        """
        Increment
          BasicsView.body
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
        """,
        """
        Decrement
          BasicsView.body
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
        """,
      ])
  }

  @Test("enum testBasics")
  func enumerationBasics() {
    expectConformance(
      .legacy, .enumeration, "testBasics",
      steps: [
        """
        Toggle feature 1 on
          BasicsView.body
          EnumView.body
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<EnumView.Feature.Destination>.init
          StoreOf<EnumView.Feature.Destination>.init
          StoreOf<EnumView.Feature.Destination>.init
          ViewStore<EnumView.ViewState, EnumView.Feature.Action>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature?>.init
          ViewStoreOf<BasicsView.Feature?>.init
          ViewStoreOf<EnumView.Feature.Destination>.init
          ViewStoreOf<EnumView.Feature.Destination>.init
          ViewStoreOf<EnumView.Feature.Destination?>.init
          WithViewStore<EnumView.ViewState, EnumView.Feature.Action>.body
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature?>.body
          WithViewStoreOf<EnumView.Feature.Destination>.body
          WithViewStoreOf<EnumView.Feature.Destination?>.body
        """,
        """
        Increment
          BasicsView.body
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
        """,
      ])
  }

  @Test("enum testToggle1On_Toggle1Off")
  func enumerationToggle1OnToggle1Off() {
    expectConformance(
      .legacy, .enumeration, "testToggle1On_Toggle1Off",
      steps: [
        """
        Toggle feature 1 off
          EnumView.body
          ViewStore<EnumView.ViewState, EnumView.Feature.Action>.init
          ViewStoreOf<EnumView.Feature.Destination?>.init
          WithViewStore<EnumView.ViewState, EnumView.Feature.Action>.body
          WithViewStoreOf<EnumView.Feature.Destination?>.body
        """
      ])
  }

  @Test("enum testToggle1On_Toggle2On")
  func enumerationToggle1OnToggle2On() {
    expectConformance(
      .legacy, .enumeration, "testToggle1On_Toggle2On",
      steps: [
        """
        Toggle feature 2 on
          BasicsView.body
          EnumView.body
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          ViewStore<EnumView.ViewState, EnumView.Feature.Action>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature?>.init
          ViewStoreOf<BasicsView.Feature?>.init
          ViewStoreOf<BasicsView.Feature?>.init
          ViewStoreOf<BasicsView.Feature?>.init
          ViewStoreOf<EnumView.Feature.Destination>.init
          WithViewStore<EnumView.ViewState, EnumView.Feature.Action>.body
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature?>.body
          WithViewStoreOf<BasicsView.Feature?>.body
          WithViewStoreOf<EnumView.Feature.Destination>.body
        """
      ])
  }

  /// The same case back: the form kept the section's views (rule 14) and shows them again; of
  /// those, only the counter, whose view store published the new state, runs.
  @Test("enum testToggle1On_Increment_Toggle1OffOn")
  func enumerationToggle1OnIncrementToggle1OffOn() {
    expectConformance(
      .legacy, .enumeration, "testToggle1On_Increment_Toggle1OffOn",
      steps: [
        """
        Toggle feature 1 on
          BasicsView.body
          EnumView.body
          ViewStore<EnumView.ViewState, EnumView.Feature.Action>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<EnumView.Feature.Destination?>.init
          WithViewStore<EnumView.ViewState, EnumView.Feature.Action>.body
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<EnumView.Feature.Destination?>.body
        """
      ])
  }

  @Test("enum testDismiss")
  func enumerationDismiss() {
    expectConformance(
      .legacy, .enumeration, "testDismiss",
      steps: [
        """
        Dismiss
          EnumView.body
          ViewStore<EnumView.ViewState, EnumView.Feature.Action>.init
          ViewStoreOf<EnumView.Feature.Destination?>.init
          WithViewStore<EnumView.ViewState, EnumView.Feature.Action>.body
          WithViewStoreOf<EnumView.Feature.Destination?>.body
        """
      ])
  }

  @Test("optional testBasics")
  func optionalBasics() {
    expectConformance(
      .legacy, .optional, "testBasics",
      steps: [
        """
        Toggle
          BasicsView.body
          OptionalView.body
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          ViewStore<OptionalView.ViewState, OptionalView.Feature.Action>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature?>.init
          WithViewStore<OptionalView.ViewState, OptionalView.Feature.Action>.body
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature?>.body
        """,
        """
        Increment
          BasicsView.body
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
        """,
      ])
  }

  @Test("optional testParentObserveChild")
  func optionalParentObserveChild() {
    expectConformance(
      .legacy, .optional, "testParentObserveChild",
      steps: [
        """
        Observe count
          OptionalView.body
          ViewStore<OptionalView.ViewState, OptionalView.Feature.Action>.init
          WithViewStore<OptionalView.ViewState, OptionalView.Feature.Action>.body
        """,
        """
        Increment
          BasicsView.body
          OptionalView.body
          ViewStore<OptionalView.ViewState, OptionalView.Feature.Action>.init
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStore<OptionalView.ViewState, OptionalView.Feature.Action>.body
          WithViewStoreOf<BasicsView.Feature>.body
        """,
      ])
  }

  @Test("presentation testOptional")
  func presentationOptional() {
    expectConformance(
      .legacy, .presentation, "testOptional",
      steps: [
        """
        Present sheet
          BasicsView.body
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature?>.init
          ViewStoreOf<BasicsView.Feature?>.init
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature?>.body
        """,
        """
        Increment
          BasicsView.body
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
        """,
        """
        Dismiss
        """,
      ])
  }

  @Test("presentation testOptional_ObserveChildCount")
  func presentationOptionalObserveChildCount() {
    expectConformance(
      .legacy, .presentation, "testOptional_ObserveChildCount",
      steps: [
        """
        Present sheet
          BasicsView.body
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          StoreOf<BasicsView.Feature?>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature?>.init
          ViewStoreOf<BasicsView.Feature?>.init
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature?>.body
        """,
        """
        Observe child count
          PresentationView.body
          ViewStore<PresentationView.ViewState, PresentationView.Feature.Action>.init
          WithViewStore<PresentationView.ViewState, PresentationView.Feature.Action>.body
        """,
        """
        Increment
          BasicsView.body
          PresentationView.body
          ViewStore<PresentationView.ViewState, PresentationView.Feature.Action>.init
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStore<PresentationView.ViewState, PresentationView.Feature.Action>.body
          WithViewStoreOf<BasicsView.Feature>.body
        """,
        """
        Dismiss
          PresentationView.body
          ViewStore<PresentationView.ViewState, PresentationView.Feature.Action>.init
          WithViewStore<PresentationView.ViewState, PresentationView.Feature.Action>.body
        """,
      ])
  }

  @Test("identifiedList testBasics")
  func identifiedListBasics() {
    expectConformance(
      .legacy, .identifiedList, "testBasics",
      steps: [
        """
        Add
          BasicsView.body
          IdentifiedListView.body
          IdentifiedListView.body.ForEachStore
          IdentifiedListView.body.ForEachStore
          IdentifiedStoreOf<BasicsView.Feature>.init
          IdentifiedStoreOf<BasicsView.Feature>.init
          Store<UUID, Action>
          Store<UUID, BasicsView.Feature.Action>.init
          Store<UUID, BasicsView.Feature.Action>.init
          Store<UUID, BasicsView.Feature.Action>.init
          Store<UUID, BasicsView.Feature.Action>.init
          Store<UUID, BasicsView.Feature.Action>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          ViewIdentifiedStoreOf<BasicsView.Feature>.init
          ViewIdentifiedStoreOf<BasicsView.Feature>.init
          ViewStore<IdentifiedListView.ViewState, IdentifiedListView.Feature.Action>.init
          ViewStore<UUID, BasicsView.Feature.Action>.init
          ViewStore<UUID, BasicsView.Feature.Action>.init
          ViewStore<UUID, BasicsView.Feature.Action>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          WithViewIdentifiedStoreOf<BasicsView.Feature>.body
          WithViewStore<IdentifiedListView.ViewState, IdentifiedListView.Feature.Action>.body
          WithViewStore<UUID, BasicsView.Feature.Action>.body
          WithViewStoreOf<BasicsView.Feature>.body
        """
      ])
  }

  @Test("identifiedList testAddTwoIncrementFirst")
  func identifiedListAddTwoIncrementFirst() {
    expectConformance(
      .legacy, .identifiedList, "testAddTwoIncrementFirst",
      steps: [
        """
        Increment
          BasicsView.body
          IdentifiedListView.body
          IdentifiedListView.body.ForEachStore
          IdentifiedListView.body.ForEachStore
          IdentifiedStoreOf<BasicsView.Feature>.init
          IdentifiedStoreOf<BasicsView.Feature>.init
          Store<UUID, Action>
          Store<UUID, Action>
          Store<UUID, BasicsView.Feature.Action>.init
          Store<UUID, BasicsView.Feature.Action>.init
          Store<UUID, BasicsView.Feature.Action>.init
          Store<UUID, BasicsView.Feature.Action>.init
          ViewIdentifiedStoreOf<BasicsView.Feature>.init
          ViewIdentifiedStoreOf<BasicsView.Feature>.init
          ViewStore<IdentifiedListView.ViewState, IdentifiedListView.Feature.Action>.init
          ViewStore<UUID, BasicsView.Feature.Action>.init
          ViewStore<UUID, BasicsView.Feature.Action>.init
          ViewStore<UUID, BasicsView.Feature.Action>.init
          ViewStore<UUID, BasicsView.Feature.Action>.init
          ViewStoreOf<BasicsView.Feature>.init
          WithViewIdentifiedStoreOf<BasicsView.Feature>.body
          WithViewStore<IdentifiedListView.ViewState, IdentifiedListView.Feature.Action>.body
          WithViewStore<UUID, BasicsView.Feature.Action>.body
          WithViewStore<UUID, BasicsView.Feature.Action>.body
          WithViewStoreOf<BasicsView.Feature>.body
        """
      ])
  }

  @Test("identifiedList testAddTwoIncrementSecond")
  func identifiedListAddTwoIncrementSecond() {
    expectConformance(
      .legacy, .identifiedList, "testAddTwoIncrementSecond",
      steps: [
        """
        Increment
          BasicsView.body
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
        """
      ])
  }

  @Test("navigation testBasics")
  func navigationBasics() {
    expectConformance(
      .legacy, .navigation, "testBasics",
      steps: [
        """
        Push feature
          BasicsView.body
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          StoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
        """,
        """
        Increment
          BasicsView.body
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
        """,
      ])
  }

  @Test("navigation testDeepStack")
  func navigationDeepStack() {
    expectConformance(
      .legacy, .navigation, "testDeepStack",
      steps: [
        """
        Increment
          BasicsView.body
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
        """
      ])
  }

  @Test("siblings testBasics")
  func siblingsBasics() {
    expectConformance(
      .legacy, .siblings, "testBasics",
      steps: [
        """
        Increment
          BasicsView.body
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
        """
      ])
  }

  @Test("siblings testResetAll")
  func siblingsResetAll() {
    expectConformance(
      .legacy, .siblings, "testResetAll",
      steps: [
        """
        Reset all
          BasicsView.body
          BasicsView.body
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature>.body
        """
      ])
  }

  @Test("siblings testResetSelf")
  func siblingsResetSelf() {
    expectConformance(
      .legacy, .siblings, "testResetSelf",
      steps: [
        """
        Reset self
          BasicsView.body
          BasicsView.body
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature>.body
        """
      ])
  }

  @Test("siblings testResetSwap")
  func siblingsResetSwap() {
    expectConformance(
      .legacy, .siblings, "testResetSwap",
      steps: [
        """
        Swap
          BasicsView.body
          BasicsView.body
          ViewStoreOf<BasicsView.Feature>.init
          ViewStoreOf<BasicsView.Feature>.init
          WithViewStoreOf<BasicsView.Feature>.body
          WithViewStoreOf<BasicsView.Feature>.body
        """
      ])
  }

  /// docs/fidelity.md, rule 8: the suite ran on iOS 17.2, so every body was tracked, but the
  /// iOS 16 screens' states are plain, their bodies register nothing, and only their view stores
  /// invalidate them; so they log the same lines untracked, as SwiftUI before iOS 17 would play
  /// them. That is why the scenarios' pre-observation contestants may run untracked.
  @Test(
    "played untracked, every iOS 16 step logs what it logs tracked", arguments: [false, true])
  func untrackedLogsTheSame(later: Bool) {
    let tests = (later ? SuiteTest.all1_10 : SuiteTest.all).filter { $0.variant == .legacy }
    // NB: the iOS 16 folder's 19 tests, the 29 steps `compare conformance` plays for it.
    #expect(tests.count == 19)
    for test in tests {
      let tracked = SuiteRunner.run(test, rules: test.tag.rules)
      let untracked = SuiteRunner.run(test, rules: test.tag.rules, tracking: .none)
      #expect(untracked.problems == tracked.problems)
      #expect(
        untracked.steps.map(\.lab) == tracked.steps.map(\.lab),
        "\(test.group.rawValue) \(test.name)")
    }
    // NB: not so on the mixed screens, whose views read observable state (rule 10): played
    // untracked, some of their steps log other lines.
    let mixed = (later ? SuiteTest.all1_10 : SuiteTest.all).filter { $0.variant == .mixed }
    let moved = mixed.filter { test in
      SuiteRunner.run(test, rules: test.tag.rules, tracking: .none).steps.map(\.lab)
        != SuiteRunner.run(test, rules: test.tag.rules).steps.map(\.lab)
    }
    #expect(!moved.isEmpty)
  }
}
