extension BenchAxis {
  /// Stack size S ∈ {1, 8, 64}: increment the top screen.
  static let stack = BenchAxis(
    scenario: "stack", parameter: "size", sizes: [1, 8, 64],
    operations: [
      Operation(
        name: "increment the top screen",
        tap: { _ in Tap(target: .last("ScreenView"), label: "+") },
        restore: nil,
        ideal: { size in
          let stack = Mutable(StackIdeal(size: size))
          return IdealSteps(step: { stack.value.incrementTop() }, restore: {})
        }, idealViews: StackIdealViews.steps)
    ])
}
