/// A value that closures mutate in place after they were made: the reference's buttons, the
/// bench's ideal steps.
final class Mutable<Value> {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}
