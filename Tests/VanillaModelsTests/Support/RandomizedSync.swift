import VanillaModels

/// Plays `steps` random verbs from `seed` on a parent view model and on a plain reference in
/// lockstep: the driver of the scenarios' randomized sync tests.
///
/// - Parameters:
///   - parentName: How failure messages name the parent ("parent", "list", "stack").
///   - states: The reference's state and the model's, to compare after every step.
///   - screen: What the parent's own view shows, by the reference: the parent must notify
///     exactly when it changes.
/// - Returns: `nil` when after every step the states matched and the parent notified exactly
///   when its view changed; otherwise the first step that did not.
func firstSyncDivergence<
  Reference, Parent: ObservableObject, Verb, State: Equatable, Screen: Equatable
>(
  seed: UInt64, steps: Int, reference initial: Reference, parent: Parent, parentName: String,
  randomVerb: (inout Reference, inout SplitMix64) -> Verb,
  perform: (Verb, inout Reference, Parent) -> Void,
  states: (Reference, Parent) -> (expected: State, actual: State),
  screen: (Reference) -> Screen
) -> String? {
  var generator = SplitMix64(seed: seed)
  var reference = initial
  var parentNotified = false
  let subscription = parent.objectWillChange.sink { _ in parentNotified = true }
  defer { subscription.cancel() }
  for step in 1...steps {
    let verb = randomVerb(&reference, &generator)
    let screenBefore = screen(reference)
    parentNotified = false
    perform(verb, &reference, parent)
    let (expected, actual) = states(reference, parent)
    if actual != expected {
      return "step \(step) (\(verb)): expected \(expected), got \(actual)"
    }
    let parentChanged = screen(reference) != screenBefore
    if parentNotified != parentChanged {
      let problem =
        parentChanged
        ? "the \(parentName)'s view changed unannounced"
        : "the \(parentName) notified, its view unchanged"
      return "step \(step) (\(verb)): \(problem)"
    }
  }
  return nil
}
