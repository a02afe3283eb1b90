import StoreModels
import Testing

@testable import ArchitectureLab

/// `store/on-change`, the store library's 1.7.0 shared-state case study, on the built-in
/// `favorites` script, against the derivation `store` uses, at the lab's rules and at 1.7.0's
/// (`store/on-change/1.7` against `store/1.7`).
@Suite("Copies kept in step by onChange (store/on-change)")
struct FavoritesOnChangeTests {
  /// The built-in script's totals for `contestant`, which must meet its declared verdict.
  private func totals(_ contestant: Contestant) throws -> Counters {
    let result = try run(
      try #require(BuiltinScripts.named("favorites")).text, contestant: contestant)
    #expect(result.metExpectation)
    return result.totals
  }

  /// NB: the script's 12 steps need 34 body runs (the floor). Both apps re-run `CounterView` for
  /// nothing at steps 6 and 12, which remove from the profile a number the counter is not at:
  /// it reads the favorites to know whether its count is one, and that answer does not change.
  /// The copies add one replay for each of the 6 steps that change the favorites (2, 5, 6, 9, 10
  /// and 12: saves and removals).
  @Test("at the lab's rules the copies cost what derivation does, and one replay per change")
  func labRules() throws {
    let copies = try totals(FavoritesOnChangeStoreViews.contestant)
    let derived = try totals(FavoritesStoreViews.contestant)
    #expect(copies.bodies == 36 && copies.wasted == 2 && copies.notifications == 30)
    #expect(derived.bodies == 36 && derived.wasted == 2 && derived.notifications == 30)
    #expect(copies.syncWork == 6 && derived.syncWork == 0)
  }

  /// NB: at 1.7.0's rules an equal assignment notifies. Derivation writes the favorites back
  /// unchanged on every increment and decrement (the counter tab's setter), so the profile
  /// re-renders for nothing six times; the copies are written only when they differ (each
  /// `onChange` compares first), so at the case study's own release its shape is the cheaper.
  @Test("at 1.7.0's rules the copies cost less than derivation: no equal write back")
  func release1_7Rules() throws {
    let copies = try totals(FavoritesOnChangeStoreViews.release1_7)
    let derived = try totals(FavoritesStoreViews.release1_7)
    #expect(copies.bodies == 36 && copies.wasted == 2 && copies.notifications == 30)
    #expect(derived.bodies == 42 && derived.wasted == 8 && derived.notifications == 36)
    #expect(copies.syncWork == 6)
  }
}
