#include "heap_tuning.h"

#if defined(__has_include)
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif
#endif
#include <stdint.h>
#include <stdlib.h>
#if defined(__linux__)
#include <pthread.h>
#include <sys/mman.h>
#include <unistd.h>
#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
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

#if defined(__linux__) && defined(M_TOP_PAD)
static void *fault_in(void *argument) {
    archlint_pages *pages = argument;
    // Pages already present are left as they are; a range given back meanwhile fails harmlessly.
    madvise(pages->start, pages->length, MADV_POPULATE_WRITE);
    free(pages);
    return NULL;
}
#endif

archlint_pages archlint_fault_in_heap_ahead(size_t bytes) {
    archlint_pages none = {NULL, 0};
#if defined(__linux__) && defined(M_TOP_PAD)
    if (sysconf(_SC_NPROCESSORS_ONLN) < 2) return none;
    // A block of that size taken and given back makes the heap hold them.
    void *block = malloc(bytes);
    if (block == NULL) return none;
    uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
    uintptr_t start = ((uintptr_t)block + page - 1) & ~(page - 1);
    free(block);
    // Past the program break, the block was not in the main heap (a mapping of its own).
    uintptr_t end = (uintptr_t)sbrk(0);
    if (end <= start) return none;
    archlint_pages *pages = malloc(sizeof *pages);
    if (pages == NULL) return none;
    pages->start = (void *)start;
    pages->length = (end - start < bytes ? end - start : bytes) & ~(page - 1);
    archlint_pages faulted = *pages;
    pthread_attr_t attributes;
    pthread_t thread;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    pthread_attr_setstacksize(&attributes, 64 * 1024);
    int created = pthread_create(&thread, &attributes, fault_in, pages);
    pthread_attr_destroy(&attributes);
    if (created != 0) {
        free(pages);
        return none;
    }
    return faulted;
#else
    (void)bytes;
    return none;
#endif
}
