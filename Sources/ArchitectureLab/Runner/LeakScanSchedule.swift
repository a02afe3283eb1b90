/// After which steps the runner walks a contestant's object graph for leaks (always at mount and
/// before the teardown too).
///
/// A walk costs what is live, so walking after every step makes a long run pay that on every
/// step; an object made and dropped between two walks goes unseen, but a leak that recurs (one
/// per toggle, per added row) is caught whatever the spacing. So a script walks after each of its
/// first steps, as many as any script written by hand has, and every `interval` steps after:
/// the walks cost O(1) amortised per step however long the run.
struct LeakScanSchedule: Equatable {
  /// Steps after each of which a walk is made, from the first.
  let everyStepUntil: Int
  /// Past those, a walk after every `interval`-th step.
  let interval: Int

  /// Whether to walk after step `index` (1 for the first step).
  func walks(after index: Int) -> Bool {
    index <= everyStepUntil || index.isMultiple(of: interval)
  }

  /// A script's: every step of the first thousand (every built-in and example script is
  /// shorter), then every 64th.
  static let script = LeakScanSchedule(everyStepUntil: 1_000, interval: 64)
  /// A fuzz run's: every 64th step.
  static let fuzz = LeakScanSchedule(everyStepUntil: 0, interval: 64)
}
