import CMalloc

/// Keeps the allocator's memory in the process between steps, so a timed step costs its own work
/// and not the kernel's zeroing of pages the allocator gave back after the last one.
///
/// NB: glibc returns freed memory at the top of its heap to the system once more than the trim
/// threshold is free, and serves large blocks by mapping fresh pages, with thresholds it moves as
/// the program runs. A step that drops a 100,000-row list and builds the next one then pays a
/// page fault per 4 KB, more or less of them depending on what ran before it in the same process,
/// so the same step measured alone or after other operations differed by up to 2×. An app's
/// allocator keeps such memory; the bench asks glibc to as well, once, before it measures.
enum SteadyHeap {
  /// Asks glibc to keep freed memory (Sources/CMalloc; nothing on other C libraries).
  ///
  /// NB: setting a threshold also stops glibc from moving it.
  static func keepFreedMemory() {
    lab_keep_freed_memory()
  }
}
