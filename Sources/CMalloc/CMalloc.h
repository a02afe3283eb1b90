// The C library's allocator controls and statistics, which the Glibc module does not export
// (they are declared in <malloc.h>), for the bench: SteadyHeap keeps freed memory in the
// process, and LiveHeap reads the bytes in use (Sources/ArchitectureLab/Bench/). Darwin's
// `malloc_zone_statistics` comes with the Darwin module, so nothing is declared there.
#if __has_include(<malloc.h>) && !defined(__APPLE__)
#include <malloc.h>
#include <stddef.h>
#endif

#if defined(__GLIBC__)

// The bytes the allocator has handed out and not had back, over every arena: small blocks in
// use and blocks mapped on their own. glibc 2.33 added `mallinfo2`, whose fields are `size_t`;
// before it, `mallinfo`'s are `int` and wrap past 2 GB, which no bench series reaches.
static inline size_t lab_heap_bytes_in_use(void) {
#if __GLIBC_PREREQ(2, 33)
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
#else
  struct mallinfo info = mallinfo();
  return (size_t)(unsigned int)info.uordblks + (size_t)(unsigned int)info.hblkhd;
#endif
}
#endif
