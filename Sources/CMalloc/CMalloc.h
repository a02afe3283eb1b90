// The C library's allocator statistics, which the Glibc module does not export: glibc's
// `mallinfo2` is declared in <malloc.h>. The bench reads a contestant's live heap with it
// (Sources/ArchitectureLab/Bench/LiveHeap.swift). Darwin's `malloc_zone_statistics` comes with
// the Darwin module, so this header declares nothing there.
#if __has_include(<malloc.h>) && !defined(__APPLE__)
#include <malloc.h>
#endif
