#include "mapping_guard.h"

#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

#ifndef MAP_ANONYMOUS
#define MAP_ANONYMOUS MAP_ANON
#endif

// Few mappings are alive at once (the index cache and the files kept beside it); a mapping that
// finds no free slot is simply not guarded.
#define GUARD_SLOTS 64

static _Atomic int guard_claimed[GUARD_SLOTS];
static _Atomic uintptr_t guard_base[GUARD_SLOTS];
static _Atomic size_t guard_length[GUARD_SLOTS];
static _Atomic int guard_damaged[GUARD_SLOTS];
static struct sigaction previous_action;
static pthread_once_t install_once = PTHREAD_ONCE_INIT;

static void on_bus_error(int signal_number, siginfo_t *info, void *context) {
    uintptr_t address = (uintptr_t)info->si_addr;
    if (info->si_code > 0) {
        for (int slot = 0; slot < GUARD_SLOTS; slot++) {
            uintptr_t base = atomic_load(&guard_base[slot]);
            size_t length = atomic_load(&guard_length[slot]);
            if (base == 0 || address < base || address - base >= length) continue;
            // Zero-filled pages in place of the file's (mmap returns page-aligned bases): the
            // faulting read is retried on them when this handler returns.
            if (mmap((void *)base, length, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0) == MAP_FAILED) break;
            atomic_store(&guard_damaged[slot], 1);
            return;
        }
    }
    // Not a guarded mapping's: the handler from before takes it (the retried read faults again).
    sigaction(SIGBUS, &previous_action, NULL);
    if (info->si_code <= 0) raise(signal_number);
    (void)context;
}

static void install_handler(void) {
    struct sigaction action;
    action.sa_sigaction = on_bus_error;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigaction(SIGBUS, &action, &previous_action);
}

int archlint_guard_mapping(const void *base, size_t length) {
    pthread_once(&install_once, install_handler);
    for (int slot = 0; slot < GUARD_SLOTS; slot++) {
        int unclaimed = 0;
        if (!atomic_compare_exchange_strong(&guard_claimed[slot], &unclaimed, 1)) continue;
        // The length first, then the base that makes the slot live for the handler.
        atomic_store(&guard_damaged[slot], 0);
        atomic_store(&guard_length[slot], length);
        atomic_store(&guard_base[slot], (uintptr_t)base);
        return slot;
    }
    return -1;
}

int archlint_mapping_is_damaged(int guard) {
    return guard >= 0 && guard < GUARD_SLOTS && atomic_load(&guard_damaged[guard]);
}

void archlint_unguard_mapping(int guard) {
    if (guard < 0 || guard >= GUARD_SLOTS) return;
    atomic_store(&guard_base[guard], 0);
    atomic_store(&guard_claimed[guard], 0);
}
