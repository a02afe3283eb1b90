extension BenchAxis {
  /// Chain depth D ∈ {1, 4, 16, 64}: increment at the leaf.
  static let chain = BenchAxis(
    scenario: "chain", parameter: "depth", sizes: [1, 4, 16, 64],
    operations: [
      Operation(
        name: "increment at the leaf", tap: { _ in Tap(target: .view("SettingsView"), label: "+") },
        restore: nil,
        ideal: { _ in
          let chain = Mutable(ChainIdeal())
          return IdealSteps(step: { chain.value.incrementLeaf() }, restore: {})
        }, idealViews: ChainIdealViews.steps)
    ])
}
