import ArchitectureLab
import Redux

/// A view holding a selection as an `@ObservedObject` runs again when the selected value
/// changes: the lab's plain "invalidate me" hook, which a selection's `subscribe` already is.
extension Selection: ViewInvalidating {}
