import StoreModels
import Testing

@testable import ArchitectureLab

/// The lab's lines for every test of the store library's integration suite, observation variant
/// (`IntegrationUITests/iOS 17`, tag 1.7.0), pinned inline step by step: what the lab's mirror of
/// each screen logs (view bodies, row closures, store creations; releases left out), which
/// `expectConformance` also checks against the recording.
@Suite("Integration suite, observation (iOS 17)")
struct SuiteObservationTests {
  @Test("basics testBasics")
  func basicsBasics() {
    expectConformance(
      .observation, .basics, "testBasics",
      steps: [
        """
        Increment
          ObservableBasicsView.body
        """,
        """
        Decrement
          ObservableBasicsView.body
        """,
      ])
  }

  @Test("basics testReset")
  func basicsReset() {
    expectConformance(
      .observation, .basics, "testReset",
      steps: [
        """
        Reset
          ObservableBasicsView.body
        """,
        """
        Increment
          ObservableBasicsView.body
        """,
      ])
  }

  @Test("basics testCopyIncrementDiscard")
  func basicsCopyIncrementDiscard() {
    expectConformance(
      .observation, .basics, "testCopyIncrementDiscard",
      steps: [
        """
        Copy, increment, discard
          ObservableBasicsView.body
        """,
        """
        Increment
          ObservableBasicsView.body
        """,
      ])
  }

  @Test("basics testCopyIncrementSet")
  func basicsCopyIncrementSet() {
    expectConformance(
      .observation, .basics, "testCopyIncrementSet",
      steps: [
        """
        Copy, increment, set
          ObservableBasicsView.body
        """,
        """
        Increment
          ObservableBasicsView.body
        """,
      ])
  }

  @Test("enum testBasics")
  func enumerationBasics() {
    expectConformance(
      .observation, .enumeration, "testBasics",
      steps: [
        """
        Toggle feature 1 on
          ObservableBasicsView.body
          ObservableEnumView.body
          StoreOf<ObservableBasicsView.Feature>.init
          StoreOf<ObservableEnumView.Feature.Destination>.init
        """,
        """
        Increment
          ObservableBasicsView.body
        """,
      ])
  }

  @Test("enum testToggle1On_Toggle1Off")
  func enumerationToggle1OnToggle1Off() {
    expectConformance(
      .observation, .enumeration, "testToggle1On_Toggle1Off",
      steps: [
        """
        Toggle feature 1 off
          ObservableBasicsView.body
          ObservableEnumView.body
        """
      ])
  }

  @Test("enum testToggle1On_Toggle2On")
  func enumerationToggle1OnToggle2On() {
    expectConformance(
      .observation, .enumeration, "testToggle1On_Toggle2On",
      steps: [
        """
        Toggle feature 2 on
          ObservableBasicsView.body
          ObservableBasicsView.body
          ObservableEnumView.body
          StoreOf<ObservableBasicsView.Feature>.init
        """
      ])
  }

  @Test("enum testDismiss")
  func enumerationDismiss() {
    expectConformance(
      .observation, .enumeration, "testDismiss",
      steps: [
        """
        Dismiss
          ObservableBasicsView.body
          ObservableEnumView.body
        """
      ])
  }

  @Test("optional testBasics")
  func optionalBasics() {
    expectConformance(
      .observation, .optional, "testBasics",
      steps: [
        """
        Toggle
          ObservableBasicsView.body
          ObservableOptionalView.body
          StoreOf<ObservableBasicsView.Feature>.init
        """,
        """
        Increment
          ObservableBasicsView.body
        """,
      ])
  }

  @Test("optional testParentObserveChild")
  func optionalParentObserveChild() {
    expectConformance(
      .observation, .optional, "testParentObserveChild",
      steps: [
        """
        Observe count
          ObservableOptionalView.body
        """,
        """
        Increment
          ObservableBasicsView.body
          ObservableOptionalView.body
        """,
      ])
  }

  @Test("presentation testOptional")
  func presentationOptional() {
    expectConformance(
      .observation, .presentation, "testOptional",
      steps: [
        """
        Present sheet
          ObservableBasicsView.body
          ObservablePresentationView.body
          StoreOf<ObservableBasicsView.Feature>.init
        """,
        """
        Increment
          ObservableBasicsView.body
        """,
        """
        Dismiss
          ObservableBasicsView.body
          ObservablePresentationView.body
        """,
      ])
  }

  @Test("presentation testOptional_ObserveChildCount")
  func presentationOptionalObserveChildCount() {
    expectConformance(
      .observation, .presentation, "testOptional_ObserveChildCount",
      steps: [
        """
        Present sheet
          ObservableBasicsView.body
          ObservablePresentationView.body
          StoreOf<ObservableBasicsView.Feature>.init
        """,
        """
        Observe child count
          ObservablePresentationView.body
        """,
        """
        Increment
          ObservableBasicsView.body
          ObservablePresentationView.body
        """,
        """
        Dismiss
          ObservableBasicsView.body
          ObservablePresentationView.body
        """,
      ])
  }

  @Test("identifiedList testBasics")
  func identifiedListBasics() {
    expectConformance(
      .observation, .identifiedList, "testBasics",
      steps: [
        """
        Add
          ObservableBasicsView.body
          ObservableIdentifiedListView.body
          ObservableIdentifiedListView.body.ForEach
          ObservableIdentifiedListView.body.ForEach
          StoreOf<ObservableBasicsView.Feature>.init
        """
      ])
  }

  @Test("identifiedList testAddTwoIncrementFirst")
  func identifiedListAddTwoIncrementFirst() {
    expectConformance(
      .observation, .identifiedList, "testAddTwoIncrementFirst",
      steps: [
        """
        Increment
          ObservableBasicsView.body
          ObservableIdentifiedListView.body
          ObservableIdentifiedListView.body.ForEach
          ObservableIdentifiedListView.body.ForEach
        """
      ])
  }

  @Test("identifiedList testAddTwoIncrementSecond")
  func identifiedListAddTwoIncrementSecond() {
    expectConformance(
      .observation, .identifiedList, "testAddTwoIncrementSecond",
      steps: [
        """
        Increment
          ObservableBasicsView.body
        """
      ])
  }

  @Test("navigation testBasics")
  func navigationBasics() {
    expectConformance(
      .observation, .navigation, "testBasics",
      steps: [
        """
        Push feature
          ObservableBasicsView.body
          StoreOf<ObservableBasicsView.Feature>.init
        """,
        """
        Increment
          ObservableBasicsView.body
        """,
      ])
  }

  @Test("navigation testDeepStack")
  func navigationDeepStack() {
    expectConformance(
      .observation, .navigation, "testDeepStack",
      steps: [
        """
        Increment
          ObservableBasicsView.body
        """
      ])
  }

  /// The mirror's stack carries the store library's navigation modifier, as the `stack`
  /// scenario's does. Its destination closure captures the root store (standing in for the
  /// suite's `NavigationLink(state:)`), one object, which is the closure's context: the modifier
  /// is an equal input on every run of the root, and runs once, when the screen appears. The
  /// suite logs no library body, so no recorded step shows it.
  @Test("navigation: the modifier runs when the stack appears, not when a push re-runs the root")
  func navigationModifier() {
    let store = Store(initialState: .init(), rules: .release1_7) {
      ObservableNavigationTestCaseView.Feature()
    }
    let renderer = Renderer(root: ObservableNavigationTestCaseView(store: store))
    let root = "ObservableNavigationTestCaseView"
    var runs: [[Int]] = []
    for push in 0...2 {
      if push > 0 { store.send(.pushButtonTapped) }
      renderer.renderPass()
      let bodyRuns = renderer.takeBodyRuns()
      runs.append([
        bodyRuns[root, default: 0],
        bodyRuns[root + "/_NavigationDestinationViewModifier", default: 0],
      ])
    }
    #expect(runs == [[1, 1], [1, 0], [1, 0]])
  }

  @Test("siblings testBasics")
  func siblingsBasics() {
    expectConformance(
      .observation, .siblings, "testBasics",
      steps: [
        """
        Increment
          ObservableBasicsView.body
        """
      ])
  }

  @Test("siblings testResetAll")
  func siblingsResetAll() {
    expectConformance(
      .observation, .siblings, "testResetAll",
      steps: [
        """
        Reset all
          ObservableBasicsView.body
          ObservableBasicsView.body
          ObservableBasicsView.body
          ObservableBasicsView.body
          ObservableSiblingFeaturesView.body
        """
      ])
  }

  @Test("siblings testResetSelf")
  func siblingsResetSelf() {
    expectConformance(
      .observation, .siblings, "testResetSelf",
      steps: [
        """
        Reset self
          ObservableBasicsView.body
          ObservableBasicsView.body
        """
      ])
  }

  @Test("siblings testResetSwap")
  func siblingsResetSwap() {
    expectConformance(
      .observation, .siblings, "testResetSwap",
      steps: [
        """
        Swap
          ObservableBasicsView.body
          ObservableBasicsView.body
          ObservableBasicsView.body
          ObservableBasicsView.body
          ObservableSiblingFeaturesView.body
        """
      ])
  }
}
