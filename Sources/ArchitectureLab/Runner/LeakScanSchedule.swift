/// After which steps the runner walks a contestant's object graph for leaks (always at mount and
/// before the teardown too).
///
/// A walk costs what is live, so walking after every step makes a long run pay that on every
/// step; an object made and dropped between two walks goes unseen, but a leak that recurs (one
/// per toggle, per added row) is caught whatever the spacing. So a script walks after each of its
/// first steps, as many as any script written by hand has, and then at least `interval` steps
/// apart; and further apart when the last walk visited more than `objectsPerStep` objects per
/// step of that spacing, so past the first ``everyStepUntil`` steps the walks cost O(1)
/// amortised per step however long the run and however large the graph grows. Before that there
/// is one walk per step, each the size of the graph (a script's first 1,000 steps on a screen
/// of 100,000 rows walk 100,000 row models each; such a step is already O(rows), as the
/// reference runs every body).
///
/// NB: a graph can grow for good reasons: `store/legacy` keeps a store for every row id it ever
/// showed, as the store library's 1.7 cache did (it never evicted a child), so a long fuzz of
/// `list` adds thousands of objects, and walking them all every 64 steps made the run quadratic.
struct LeakScanSchedule: Equatable {
  /// Steps after each of which a walk is made, from the first.
  let everyStepUntil: Int
  /// Past those, the fewest steps between two walks.
  let interval: Int
  /// Past those, the most objects a walk may visit per step since the last one.
  let objectsPerStep: Int

  /// Whether to walk after step `index` (1 for the first step), given the step of the last walk
  /// (0 for the mount's) and how many objects it visited.
  func walks(after index: Int, lastWalk: Int, lastWalkSize: Int) -> Bool {
    guard index > everyStepUntil else { return true }
    let spacing = max(interval, (lastWalkSize + objectsPerStep - 1) / objectsPerStep)
    return index - lastWalk >= spacing
  }

  /// A script's: every step of the first thousand (every built-in and example script is
  /// shorter), then every 64th at most.
  static let script = LeakScanSchedule(everyStepUntil: 1_000, interval: 64, objectsPerStep: 4)
  /// A fuzz run's: every 64th step at most.
  static let fuzz = LeakScanSchedule(everyStepUntil: 0, interval: 64, objectsPerStep: 4)
}
