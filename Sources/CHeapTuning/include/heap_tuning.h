#ifndef ARCHLINT_HEAP_TUNING_H
#define ARCHLINT_HEAP_TUNING_H

#include <stddef.h>

/// Makes the C library's allocator grow a heap by at least `growth` bytes at a time (glibc's
/// M_TOP_PAD) and serve blocks below `mmap_threshold` bytes from its heaps (M_MMAP_THRESHOLD);
/// does nothing where the allocator has no such settings.
void archlint_tune_heap(int growth, int mmap_threshold);

/// Hands the pages of the allocator's free blocks back to the system (glibc's malloc_trim), so
/// that memory a finished phase freed no longer counts as the process's; does nothing elsewhere.
void archlint_return_free_memory(void);

/// Pages of memory: `length` bytes from `start`; empty when `length` is 0.
typedef struct {
    void *start;
    size_t length;
} archlint_pages;

/// Has a thread of its own fault in the next `bytes` of the calling thread's heap, where glibc's
/// allocator grows it by moving the program break (its main heap): the pages its next blocks will
/// be served from. Their contents stay as they are. Returns those pages; none with one processor
/// online, or where the heap is not grown that way (another allocator, another system).
archlint_pages archlint_fault_in_heap_ahead(size_t bytes);

#endif
