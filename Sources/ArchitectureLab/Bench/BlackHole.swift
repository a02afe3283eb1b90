/// Keeps the optimizer from removing work whose result is unused.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
