import StoreModels

extension Contestant {
  /// `store/1.7`: a scenario's `store` views over a root store that follows the store library's
  /// 1.7.0 rules (``StoreRules/release1_7``), the release the recorded integration logs pin and
  /// `compare conformance` plays them against. Run beside `store`, it shows what `store`'s later
  /// rules change; it replaces `store/legacy` as `store` does, so *Work removed* also compares
  /// the view-store API with observation at one release.
  ///
  /// - Parameters:
  ///   - expected: Its verdict on the scenario's script: `stale` where an enum's plain payload
  ///     changes, which 1.7.0 did not see (swift-composable-architecture#2887).
  ///   - legacy: The scenario's `store/legacy` contestant.
  ///   - mount: Mounts the `store` views over a root store following the rules it is given.
  static func storeAtRelease1_7(
    expected: Verdict = .correct, replacing legacy: @escaping () -> Contestant,
    mount: @escaping @MainActor (Parameters, StoreRules) -> Renderer
  ) -> Contestant {
    Contestant(
      name: "store/1.7",
      summary: "the observable store at 1.7.0's rules, which the recorded logs pin: gone "
        + "children kept, equal assignments notify, plain enum payloads ignored",
      expected: expected, replaces: legacy, mount: { mount($0, .release1_7) })
  }
}
