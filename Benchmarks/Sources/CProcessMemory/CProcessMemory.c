#include "CProcessMemory.h"

#if defined(__linux__)
#include <malloc.h>
#endif

#if defined(__GLIBC__)
size_t cpm_heap_in_use(void) {
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
}

void cpm_trim(void) { malloc_trim(0); }
#else
size_t cpm_heap_in_use(void) { return 0; }

void cpm_trim(void) {}
#endif
