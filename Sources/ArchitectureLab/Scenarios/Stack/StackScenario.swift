/// `stack`: a navigation stack of counter screens; the root shows the depth and pushes and pops.
enum StackScenario {
  /// The built-in script `stack`: `swift run compare` runs it.
  static let script = BuiltinScript(
    name: "stack",
    text: """
      # A navigation stack of counter screens; the root shows how many there are.
      scenario stack size 2
      increment        # the top screen, #2
      push             # screen #3 at 0 on top: the root's count changes
      increment
      increment
      increment-at 0   # the bottom screen, #1
      pop              # #3 goes, and its view model or store with it
      increment        # #2 is on top again
      push             # a fresh screen #4, not the popped #3
      increment-at 1
      pop
      pop
      pop              # the stack is empty: no [Pop] button any more
      push
      increment
      """)

  static let scenario = Scenario(
    name: "stack",
    summary: "a navigation stack of counter screens; the root shows how many there are",
    parameters: [
      // NB: at 1,000 screens a short script runs with every contestant in 2.2 s here; at
      // 10,000 it took 39.8 s (docs/performance.md, "How large a script's scenario may be").
      Parameter(
        name: "size", summary: "screens pushed when the app starts", defaultValue: 1,
        range: 0...1_000,
        limitReason:
          "a taller stack makes a short script with every contestant run for most of a minute; "
          + "`compare bench` measures taller stacks")
    ],
    verbs: [
      Verb(
        "push", "push a new counter screen (count 0) on top",
        resizing: Verb.Resizing(parameter: "size") { _, size, times in size + times }
      ) { _ in Tap(target: .view("StackView"), label: "Push") },
      Verb(
        "pop", "pop the top screen",
        resizing: Verb.Resizing(parameter: "size") { _, size, times in max(0, size - times) }
      ) { _ in Tap(target: .view("StackView"), label: "Pop") },
      Verb("increment", "tap + on the top screen") { _ in
        Tap(target: .last("ScreenView"), label: "+")
      },
      Verb(
        "increment-at", [.integer("D", noun: "depth")],
        "tap + on the screen at depth D (0 = bottom)"
      ) {
        arguments in
        Tap(target: .position("ScreenView", arguments[0].integer), label: "+")
      },
    ],
    makeReference: { ReferenceSession(StackReference(size: $0["size"])) },
    scripts: [script], benchAxes: [.stack],
    contestants: [
      StackVanillaViews.contestant,
      StackObservationViews.contestant,
      StackLegacyStoreViews.contestant,
      StackUncachedStoreViews.contestant,
      StackStoreViews.contestant,
      StackStoreViews.release1_7,
    ]
  )
}
