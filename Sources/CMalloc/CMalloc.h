// The C library's allocator, for the bench (Sources/ArchitectureLab/Bench/): how many bytes are
// in use (LiveHeap) and keeping freed memory in the process (SteadyHeap). glibc declares what
// they need in <malloc.h>, which the Glibc module does not export; Darwin in <malloc/malloc.h>.
// Each platform is decided here, once, so the Swift side calls these two on every platform.
#include <stddef.h>
#if defined(__APPLE__)
#include <malloc/malloc.h>
#elif defined(__linux__) && __has_include(<malloc.h>)
#include <malloc.h>
#endif

// The bytes the allocator has handed out and not had back, over every arena or zone: small blocks
// in use and blocks mapped on their own; -1 where the C library does not tell (musl).
static inline long long lab_heap_bytes_in_use(void) {
#if defined(__APPLE__)
  malloc_statistics_t statistics;
  malloc_zone_statistics(NULL, &statistics);
  return (long long)statistics.size_in_use;
#elif defined(__GLIBC__) && __GLIBC_PREREQ(2, 33)
  struct mallinfo2 info = mallinfo2();
  return (long long)(info.uordblks + info.hblkhd);
#elif defined(__GLIBC__)
  // NB: before glibc 2.33, `mallinfo` alone, whose fields are `int`: the process's total wraps
  // past 4 GB, far above what the bench holds.
  struct mallinfo info = mallinfo();
  return (long long)(unsigned int)info.uordblks + (long long)(unsigned int)info.hblkhd;
#else
  return -1;
#endif
}

// Asks the allocator to keep the memory it frees and to stop moving its thresholds: blocks of up
// to 32 MB come from the heap, and its top is never given back. Nothing where it cannot (Darwin's
// allocator keeps freed memory in its zones; musl has no such setting).
static inline void lab_keep_freed_memory(void) {
#if defined(__GLIBC__)
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TRIM_THRESHOLD, 0x7fffffff);
#endif
}
