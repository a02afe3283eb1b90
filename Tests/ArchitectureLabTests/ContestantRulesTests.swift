import StoreModels
import Testing

@testable import ArchitectureLab

/// The rules each store contestant's stores follow, read off every store a mounted contestant
/// holds: `store` at the lab's, `store/1.7` and `store/legacy` at 1.7.0's, and `store/uncached`
/// at 1.4.0's, whose scoped stores were pushed their state (README, design.md "The stores
/// before observation").
@MainActor
@Suite("Contestant rules")
struct ContestantRulesTests {
  private static let expected: [String: StoreRules] = [
    "store": .lab,
    "store/1.7": .release1_7,
    "store/legacy": .release1_7,
    "store/uncached": .release1_4,
  ]

  @Test("every store a store contestant holds follows its contestant's rules, in every scenario")
  func storesFollowTheirContestantsRules() {
    var mounted: [String: Int] = [:]
    var reachedNone: [String] = []
    for scenario in Scenarios.all {
      for contestant in scenario.contestants {
        guard let rules = Self.expected[contestant.name] else { continue }
        let stores = Self.stores(of: contestant, in: scenario)
        if stores.isEmpty { reachedNone.append("\(scenario.name) \(contestant.name)") }
        for store in stores {
          #expect(
            store.rules == rules,
            "\(scenario.name), \(contestant.name): \(type(of: store)) follows other rules")
        }
        mounted[contestant.name, default: 0] += 1
      }
    }
    #expect(
      mounted == ["store": 9, "store/1.7": 9, "store/legacy": 9, "store/uncached": 9],
      "every store contestant is mounted in every scenario")
    // NB: `basics`' uncached counter keeps only the view store it made, whose store is held by
    // closures the walk does not enter.
    #expect(reachedNone == ["basics store/uncached"])
  }

  /// The stores reachable from the live views of `contestant`, mounted with its scenario's
  /// defaults and rendered once.
  private static func stores(of contestant: Contestant, in scenario: Scenario) -> [any RulesHolder]
  {
    let renderer = contestant.mount(scenario.defaultParameters)
    renderer.renderPass()
    var walk = ObjectGraphWalk(plans: .init())
    renderer.forEachLiveView { walk.visit($0) }
    return walk.reached.compactMap { $0 as? any RulesHolder }
  }
}

/// A store, seen through the rules of its tree.
private protocol RulesHolder: AnyObject {
  var rules: StoreRules { get }
}

extension Store: RulesHolder {}
