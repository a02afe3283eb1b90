#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// How much of the current thread's stack is still free, so a deep chain of notifications can
/// stop before it overflows instead of crashing the process.
///
/// NB: the thread's stack bounds come from pthreads and are cached until the thread changes (the
/// main actor runs on the main thread; on Linux, under `swift test`, on the thread draining the
/// main queue). On Linux the first query for the main thread reads `/proc/self/maps`, so it must
/// not run per delivery.
enum StackSpace {
  /// Bytes between the caller's frame and the lowest usable address of its thread's stack;
  /// `Int.max` where the bounds are unknown.
  @inline(never)
  static func remaining() -> Int {
    var marker: UInt8 = 0
    let here = address(of: &marker)
    guard let lowest = lowestAddress(), lowest < here else { return .max }
    return Int(here - lowest)
  }

  /// The address of `marker`, a local of the caller's frame.
  ///
  /// NB: `nonisolated`, so the closure is too: a main-actor closure handed to
  /// `withUnsafeMutablePointer` checked the executor on every delivery (0.4 % of a fuzz step of
  /// `favorites`).
  @inline(__always)
  private nonisolated static func address(of marker: inout UInt8) -> UInt {
    withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
  }

  #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
    private static var cachedThread: pthread_t?
    private static var cachedLowestAddress: UInt?

    private static func lowestAddress() -> UInt? {
      let thread = pthread_self()
      if let cachedThread, pthread_equal(cachedThread, thread) != 0 {
        return cachedLowestAddress
      }
      cachedThread = thread
      cachedLowestAddress = lowestAddress(of: thread)
      return cachedLowestAddress
    }

    private static func lowestAddress(of thread: pthread_t) -> UInt? {
      #if canImport(Darwin)
        // NB: Darwin reports the stack's top (it grows down) and its size.
        let top = UInt(bitPattern: pthread_get_stackaddr_np(thread))
        return top - UInt(pthread_get_stacksize_np(thread))
      #else
        var attributes = pthread_attr_t()
        guard let getAttributes, getAttributes(thread, &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var lowest: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &lowest, &size) == 0 else { return nil }
        return UInt(bitPattern: lowest)
      #endif
    }
  #else
    private static func lowestAddress() -> UInt? { nil }
  #endif

  #if canImport(Glibc) || canImport(Musl)
    /// glibc's and musl's `pthread_getattr_np`: the attributes, stack included, of a running
    /// thread.
    ///
    /// NB: a GNU extension the C module does not import, so it is looked up by name; where it is
    /// missing, the bounds are unknown.
    private static let getAttributes:
      (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32)? = {
        guard let symbol = dlsym(nil, "pthread_getattr_np") else { return nil }
        return unsafeBitCast(
          symbol,
          to: (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32).self)
      }()
  #endif
}
