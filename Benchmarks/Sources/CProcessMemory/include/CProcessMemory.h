// The allocator's own figures, for bench-table's memory rows. glibc's malloc.h is not part of
// Swift's Glibc module, hence this small C target.
#ifndef C_PROCESS_MEMORY_H
#define C_PROCESS_MEMORY_H

#include <stddef.h>

/// Bytes the allocator has handed out and not taken back (in-use chunks, including
/// mmapped ones), as mallinfo2 reports them; 0 where mallinfo2 is unavailable.
size_t cpm_heap_in_use(void);

/// Returns free memory at the top and inside the heap to the system (malloc_trim(0)), so that
/// resident memory measured next reflects what is in use.
void cpm_trim(void);

#endif
