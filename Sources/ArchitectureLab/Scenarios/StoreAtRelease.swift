import StoreModels

extension Contestant {
  /// `store/1.7`: a scenario's `store` views over a root store that follows the store library's
  /// 1.7.0 rules (``StoreRules/release1_7``), the release of the recorded integration logs,
  /// which `compare conformance` plays them against. Run beside `store`, it shows what `store`'s later
  /// rules change; it replaces `store/legacy` as `store` does, so *Work removed* also compares
  /// the view-store API with observation at one release.
  ///
  /// - Parameters:
  ///   - store: The scenario's store contestant, whose views these are, whose name this one's
  ///     starts with (`store` → `store/1.7`), and whose stage this one replaces too.
  ///   - summary: What it is, if not the observable store at 1.7.0's rules.
  ///   - expected: Its verdict on the scenario's script: `stale` where an enum's plain payload
  ///     changes, which 1.7.0 did not see (swift-composable-architecture#2899).
  ///   - mount: Mounts the `store` views over a root store following the rules it is given.
  static func storeAtRelease1_7(
    of store: Contestant, summary: String? = nil, expected: Verdict = .correct,
    mount: @escaping @MainActor (Parameters, StoreRules) -> Renderer
  ) -> Contestant {
    Contestant(
      name: "\(store.name)/1.7",
      summary: summary ?? "the observable store at \(release1_7Rules)",
      expected: expected, replaces: store.replaces, mount: { mount($0, .release1_7) })
  }

  /// 1.7.0's rules, as the summaries of the contestants that follow them say them.
  ///
  /// NB: the command is named as it is typed; `Lab.main` has named it before any scenario is
  /// built.
  static var release1_7Rules: String {
    "1.7.0's rules, the release \(CommandName.current) conformance checks: "
      + "child stores kept when their state goes, equal values notify, plain enum payloads "
      + "unseen, every store checked after every send"
  }
}

// MARK: - The `store/1.7` contestant of each scenario

extension BasicsStoreViews {
  /// `store/1.7`: these views over a store at 1.7.0's rules.
  static let release1_7 = Contestant.storeAtRelease1_7(of: contestant) { mount(rules: $1) }
}

extension FavoritesStoreViews {
  /// `store/1.7`: these views over a store at 1.7.0's rules.
  static let release1_7 = Contestant.storeAtRelease1_7(of: contestant) { mount(rules: $1) }
}

extension FavoritesOnChangeStoreViews {
  /// `store/on-change/1.7`: the case study at its own release's rules, where an equal assignment
  /// notifies: its copies, written only when they differ, cost less than `store/1.7`'s derivation.
  static let release1_7 = Contestant.storeAtRelease1_7(
    of: contestant, summary: "the 1.7.0 shared-state case study at \(Contestant.release1_7Rules)"
  ) { mount(rules: $1) }
}

extension OptionalStoreViews {
  /// `store/1.7`: these views over a store at 1.7.0's rules.
  static let release1_7 = Contestant.storeAtRelease1_7(of: contestant) { mount(rules: $1) }
}

extension EnumStoreViews {
  /// `store/1.7`: these views over a store at 1.7.0's rules; stale when the note's number
  /// changes.
  static let release1_7 = Contestant.storeAtRelease1_7(of: contestant, expected: .stale) {
    mount(rules: $1)
  }
}

extension ListStoreViews {
  /// `store/1.7`: these views over a store at 1.7.0's rules.
  static let release1_7 = Contestant.storeAtRelease1_7(of: contestant) { mount($0, rules: $1) }
}

extension TodosStoreViews {
  /// `store/1.7`: these views over a store at 1.7.0's rules.
  static let release1_7 = Contestant.storeAtRelease1_7(of: contestant) { mount(rules: $1) }
}

extension SiblingsStoreViews {
  /// `store/1.7`: these views over a store at 1.7.0's rules.
  static let release1_7 = Contestant.storeAtRelease1_7(of: contestant) { mount(rules: $1) }
}

extension StackStoreViews {
  /// `store/1.7`: these views over a store at 1.7.0's rules.
  static let release1_7 = Contestant.storeAtRelease1_7(of: contestant) { mount($0, rules: $1) }
}

extension ChainStoreViews {
  /// `store/1.7`: these views over a store at 1.7.0's rules.
  static let release1_7 = Contestant.storeAtRelease1_7(of: contestant) { mount($0, rules: $1) }
}
