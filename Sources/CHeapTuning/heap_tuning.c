#include "heap_tuning.h"

#if defined(__has_include)
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif
#endif

void archlint_tune_heap(int growth, int mmap_threshold) {
#if defined(M_TOP_PAD) && defined(M_MMAP_THRESHOLD)
    mallopt(M_TOP_PAD, growth);
    mallopt(M_MMAP_THRESHOLD, mmap_threshold);
#else
    (void)growth;
    (void)mmap_threshold;
#endif
}

void archlint_return_free_memory(void) {
#if defined(M_TOP_PAD) && defined(M_MMAP_THRESHOLD)
    malloc_trim(0);
#endif
}
