import Instrumentation

/// Runs scripts: first on the reference, which validates every step and yields the expected
/// screens, then on each contestant, turn by turn, checking every screen with the ``Oracle``.
enum Runner {
  /// The reference screens of a script: index 0 after mounting, then one per step.
  ///
  /// A step the user could not perform on the reference screen (a row that does not exist, a
  /// button that is not shown) is an error in the script, reported at its line.
  static func referenceScreens(for script: Script) throws(ScriptError) -> [Screen] {
    let session = script.scenario.makeReference()
    var tree = session.screen()
    var screens = [Screen(tree)]
    for step in script.steps {
      guard let view = tree.find(step.tap.target) else {
        throw ScriptError(
          file: script.file, line: step.line, column: step.column,
          message: "\(step.tap.target) is not on screen at this step")
      }
      guard let action = view.action(for: step.tap) else {
        let shown =
          view.buttons.keys.sorted().map { "[\($0)]" }
          + view.fields.keys.sorted().map { "\($0): …" }
        let kind = step.tap.text == nil ? "[\(step.tap.label)] button" : "\(step.tap.label) field"
        throw ScriptError(
          file: script.file, line: step.line, column: step.column,
          message:
            "\(view.label) shows no \(kind) at this step (it shows: \(shown.isEmpty ? "no controls" : shown.joined(separator: " ")))"
        )
      }
      action()
      tree = session.screen()
      screens.append(Screen(tree))
    }
    return screens
  }

  /// Runs `script` on `contestant`, one turn per step, against the reference screens.
  static func run(_ script: Script, on contestant: Contestant, reference: [Screen])
    -> ContestantResult
  {
    var events: [Event] = []
    func turn(_ body: () -> Void) -> [Event] {
      events = []
      NotificationDepth.reset()
      EventLog.recording(into: { events.append($0) }, body)
      return events.sorted { $0.description < $1.description }
    }

    var renderer: Renderer?
    let mountEvents = turn {
      renderer = contestant.mount()
      renderer?.renderPass()
    }
    let leaks = LeakTracker()
    leaks.scan(renderer!)
    var steps = [result(0, "mount", mountEvents, renderer!, reference: reference, note: nil)]
    var loopStep: Int?
    for (offset, step) in script.steps.enumerated() {
      let index = offset + 1
      var note: String?
      let live = renderer!
      let stepEvents = turn {
        if let action = live.find(step.tap.target)?.action(for: step.tap) {
          action()
        } else {
          note = "\(step.tap) is not on this contestant's screen; not tapped"
        }
        live.renderPass()
      }
      leaks.scan(live)
      steps.append(result(index, step.text, stepEvents, live, reference: reference, note: note))
      if NotificationDepth.loopDetected || live.updateLoopDetected {
        loopStep = index
        break
      }
    }
    // NB: the renderer holds the root view, which holds the models; releasing it must release
    // every view model and store, so their deinit events land in the teardown.
    let teardown = turn {
      renderer?.tearDown()
      renderer = nil
    }
    return ContestantResult(
      script: script.name, contestant: contestant, steps: steps, teardown: teardown,
      loopStep: loopStep,
      leaked: leaks.survivors())
  }

  private static func result(
    _ index: Int, _ text: String, _ events: [Event], _ renderer: Renderer, reference: [Screen],
    note: String?
  ) -> StepResult {
    let screen = Screen(renderer.snapshot())
    let needed = Oracle.neededRenders(
      from: index > 0 ? reference[index - 1] : nil, to: reference[index])
    let bodyRuns = renderer.takeBodyRuns()
    return StepResult(
      index: index, text: text, events: events, bodyRuns: bodyRuns, minimal: needed.count,
      wasted: Oracle.wastedRenders(bodyRuns: bodyRuns, needed: needed),
      stale: Oracle.staleViews(screen, reference: reference[index]), note: note)
  }
}
