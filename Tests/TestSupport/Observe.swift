import Observation

/// Set by an observation callback, read after the action that fired it has returned.
public final class ChangeFlag {
  public internal(set) var changed = false
}

/// Runs `read` under observation tracking, as a view's body would, and returns a flag that is
/// set when anything `read` observed is about to change.
///
/// NB: the callback fires synchronously at `willSet`, inside the mutation, before the new value
/// is stored: it only sets the flag, and the test reads the model (or the store) after the
/// action. Reading a store's state there would be an exclusive-access violation.
public func observe(_ read: () -> Void) -> ChangeFlag {
  let flag = ChangeFlag()
  withObservationTracking(read, onChange: { MainActor.assumeIsolated { flag.changed = true } })
  return flag
}
