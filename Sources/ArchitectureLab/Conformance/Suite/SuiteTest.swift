/// One UI test of the store library's integration suite (`Examples/Integration`, at one of the
/// tags the lab plays), as transcribed: what it taps, what it expects on screen, and the log
/// lines it recorded.
///
/// A test is played back command by command against the lab's mirror of the suite's screen (see
/// ``SuiteRunner``), the way the suite ran it: the screen is mounted and the logs cleared, then
/// every `assertLogs` compares the lines logged since the previous `assertLogs` or `clearLogs`.
struct SuiteTest: Sendable {
  /// The suite's screen the test drives; the suite's file names, without `Observable`/`Tests`.
  /// The first seven are in the `iOS 17` and `iOS 16` folders both; the last five, which mix
  /// the two APIs in one screen, only in `iOS 16+17`.
  enum Group: String, CaseIterable, Sendable {
    case basics
    case enumeration = "enum"
    case optional
    case presentation
    case identifiedList
    case navigation
    case siblings
    case newContainsOld
    case newOldSiblings
    case newPresentsOld
    case oldContainsNew
    case oldPresentsNew
  }

  /// Which of the suite's three recordings: the observable store on iOS 17, the view-store API
  /// before observation (the `iOS 16` folder), or screens that mix the two (`iOS 16+17`).
  enum Variant: String, CaseIterable, Sendable {
    case observation
    case legacy
    case mixed

    /// The suite's folder for the variant.
    var folder: String {
      switch self {
      case .observation: "iOS 17"
      case .legacy: "iOS 16"
      case .mixed: "iOS 16+17"
      }
    }

    /// The screens the variant's folder has, in the suite's order.
    var groups: [Group] {
      switch self {
      case .observation, .legacy:
        [.basics, .enumeration, .optional, .presentation, .identifiedList, .navigation, .siblings]
      case .mixed:
        [.newContainsOld, .newOldSiblings, .newPresentsOld, .oldContainsNew, .oldPresentsNew]
      }
    }

    /// The title of the app's menu the variant's screens are pushed from: what every test's
    /// `setUp` taps first, and the label of the back button that pops the screen.
    var menuTitle: String {
      switch self {
      case .observation: "iOS 17"
      case .legacy: "iOS 16"
      case .mixed: "iOS 16 + 17"
      }
    }
  }

  /// Which of several buttons with one label a tap takes, as XCUITest queries them.
  enum Match: Equatable, Sendable {
    /// `buttons["Label"]`: the one button with the label that a query finds. Screens below a
    /// pushed one are not found, a sheet's presenter is; two found, or none, fail the tap, as
    /// XCUITest fails the test.
    case only
    /// `buttons["Label"].firstMatch`: the first a query finds (``SuiteRunner``: a presented
    /// sheet's views first, then the screen's).
    case first
    /// `buttons.matching(identifier:).element(boundBy: n)`: the n-th, from 0.
    case at(Int)
  }

  /// One statement of the test, in order.
  enum Command: Sendable {
    case tap(String, Match)
    /// `clearLogs()`: what came before was preparation, not measured.
    case clearLogs
    /// `XCTAssertEqual(app.staticTexts[text].exists, exists)`.
    case expectText(String, exists: Bool)
    /// `assertLogs { … }`: the sorted lines recorded since the last clear or assertion.
    case assertLogs(String)
  }

  let group: Group
  let variant: Variant
  let name: String
  let commands: [Command]
  /// The tag whose test files the recorded lines are from.
  var tag = SuiteTag.v1_7_0

  /// One test's re-recording at a later tag: the log lines of the steps that differ from
  /// 1.7.0's, the text of its `n`th `assertLogs` by `n` (from 1).
  struct Rerecording: Sendable {
    let variant: Variant
    let group: Group
    let name: String
    let logs: [Int: String]
  }

  /// The suite at tag 1.10.0 (``SuiteTag/v1_10_0``'s tests): 1.7.0's tests (``all``), tap for
  /// tap, with the lines 1.10.0's test files record (``rerecordings1_10``).
  static let all1_10 = all.map { $0.at(.v1_10_0, rerecordings: rerecordings1_10) }

  /// The suite at tag 1.4.0 (``SuiteTag/v1_4_0``'s tests): its own files' tests, transcribed
  /// (``recorded1_4``).
  static let all1_4 = recorded1_4.map { $0.at(.v1_4_0, rerecordings: []) }

  /// This test at `tag`, its `assertLogs` texts replaced by those `rerecordings` list for it.
  func at(_ tag: SuiteTag, rerecordings: [Rerecording]) -> SuiteTest {
    let logs =
      rerecordings.first {
        $0.variant == variant && $0.group == group && $0.name == name
      }?.logs ?? [:]
    var step = 0
    let commands = commands.map { command in
      guard case .assertLogs = command else { return command }
      step += 1
      return logs[step].map(Command.assertLogs) ?? command
    }
    return SuiteTest(group: group, variant: variant, name: name, commands: commands, tag: tag)
  }
}
