#ifndef ARCHLINT_HEAP_TUNING_H
#define ARCHLINT_HEAP_TUNING_H

/// Makes the C library's allocator grow a heap by at least `growth` bytes at a time (glibc's
/// M_TOP_PAD) and serve blocks below `mmap_threshold` bytes from its heaps (M_MMAP_THRESHOLD);
/// does nothing where the allocator has no such settings.
void archlint_tune_heap(int growth, int mmap_threshold);

/// Hands the pages of the allocator's free blocks back to the system (glibc's malloc_trim), so
/// that memory a finished phase freed no longer counts as the process's; does nothing elsewhere.
void archlint_return_free_memory(void);

#endif
