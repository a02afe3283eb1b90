/// One UI test of the store library's integration suite (`Examples/Integration`, tag 1.7.0), as
/// transcribed: what it taps, what it expects on screen, and the log lines it recorded.
///
/// A test is played back command by command against the lab's mirror of the suite's screen (see
/// ``SuiteRunner``), the way the suite ran it: the screen is mounted and the logs cleared, then
/// every `assertLogs` compares the lines logged since the previous `assertLogs` or `clearLogs`.
struct SuiteTest: Sendable {
  /// The suite's screen the test drives; the suite's file names, without `Observable`/`Tests`.
  enum Group: String, CaseIterable, Sendable {
    case basics
    case enumeration = "enum"
    case optional
    case presentation
    case identifiedList
    case navigation
    case siblings
  }

  /// Which of the suite's two recordings: the observable store on iOS 17, or the view-store API
  /// before observation (the `iOS 16` folder).
  enum Variant: String, CaseIterable, Sendable {
    case observation
    case legacy

    /// The suite's folder for the variant.
    var folder: String {
      switch self {
      case .observation: "iOS 17"
      case .legacy: "iOS 16"
      }
    }
  }

  /// Which of several buttons with one label a tap takes, as XCUITest queries them.
  enum Match: Equatable, Sendable {
    /// `buttons["Label"]`: the one the user can reach. Where several are on screen (a navigation
    /// stack keeps the screens below the top one), the frontmost: the last in screen order.
    case only
    /// `buttons["Label"].firstMatch`: the first in screen order.
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
}
