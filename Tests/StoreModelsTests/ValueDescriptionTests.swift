import Testing

@testable import StoreModels

/// How warnings write actions: as case paths, without qualified type names.
@Suite("Value descriptions")
struct ValueDescriptionTests {
  nonisolated enum Inner: Equatable, Sendable {
    case tapped
    case moved(by: Int)
  }

  nonisolated enum Outer: Equatable, Sendable {
    case plain
    case child(Inner)
    case element(id: Int, action: Inner)
    case unlabeled(Int, String)
    case renamed(String)
    case maybe(Int?)
  }

  @Test(
    "cases, payloads and labels are written as a reader writes them",
    arguments: [
      (Outer.plain, "plain"),
      (.child(.tapped), "child(tapped)"),
      (.child(.moved(by: -2)), "child(moved(by: -2))"),
      (.element(id: 3, action: .moved(by: 1)), "element(id: 3, action: moved(by: 1))"),
      (.unlabeled(7, "x"), #"unlabeled(7, "x")"#),
      (
        .renamed(#"Say "hi" to C:\ and Mr. Smith."#),
        #"renamed("Say \"hi\" to C:\\ and Mr. Smith.")"#
      ),
      (.maybe(nil), "maybe(nil)"),
      (.maybe(4), "maybe(4)"),
    ])
  func describes(action: Outer, expected: String) {
    #expect(valueDescription(action) == expected)
  }

  @Test("the case a value is in, by name")
  func caseNames() {
    #expect(caseName(of: Outer.element(id: 1, action: .tapped)) == "element")
    #expect(caseName(of: Outer.plain) == "plain")
    #expect(caseName(of: 5) == "5")
  }

  @Test("a nested feature's action, as the stores warn with it")
  func nestedFeatureAction() {
    let action = EnumDestination.Parent.Action.destination(.counter1(.incrementButtonTapped))
    #expect(valueDescription(action) == "destination(counter1(incrementButtonTapped))")
    let rows = CounterList.List.Action.rows(.element(id: 2, action: .removeButtonTapped))
    #expect(valueDescription(rows) == "rows(element(id: 2, action: removeButtonTapped))")
  }
}
