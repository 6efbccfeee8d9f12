#ifndef ARCHLINT_HEAP_TUNING_H
#define ARCHLINT_HEAP_TUNING_H

/// Makes the C library's allocator grow a heap by at least `growth` bytes at a time (glibc's
/// M_TOP_PAD) and serve blocks below `mmap_threshold` bytes from its heaps (M_MMAP_THRESHOLD);
/// does nothing where the allocator has no such settings.
void archlint_tune_heap(int growth, int mmap_threshold);

#endif
