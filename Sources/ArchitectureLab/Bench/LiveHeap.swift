import CMalloc

/// The bytes the allocator has handed out and not had back: the program's live heap. The bench
/// reads it before mounting a contestant and after, so a size reports that contestant's own
/// memory, whatever earlier series left in the process.
///
/// NB: the process's resident memory cannot say this. The bench keeps freed memory in the
/// process (``SteadyHeap``), so after one 100,000-row series every later size read as 140–450 MB
/// of resident memory, whichever contestant it was; freed memory is not in use, so it is not
/// counted here.
enum LiveHeap {
  /// Bytes in use now (glibc: `mallinfo2`'s small and mapped blocks in use, over every arena;
  /// Darwin: every zone's `size_in_use`; Sources/CMalloc), or `nil` where the C library does not
  /// tell.
  static func bytes() -> Int? {
    let bytes = lab_heap_bytes_in_use()
    return bytes < 0 ? nil : Int(bytes)
  }

  /// The most the heap grew above what it held when this was made, over the samples taken.
  ///
  /// NB: sampled between steps (after mounting, after a step and before its restore), never
  /// during one: a step's transient allocations are not in it. A sample walks glibc's free
  /// lists, which after a large teardown hold many chunks, so it is never taken inside a timed
  /// step.
  struct Growth {
    private let baseline = LiveHeap.bytes()
    /// The largest growth sampled, in bytes; `nil` before a sample or where the platform does
    /// not tell. Never below zero: a mount that freed what an earlier series left grew by none.
    private(set) var largest: Int?

    mutating func sample() {
      guard let baseline, let now = LiveHeap.bytes() else { return }
      largest = max(largest ?? 0, now - baseline, 0)
    }
  }
}
