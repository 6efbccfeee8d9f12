#include "file_exchange.h"

#include <errno.h>
#if defined(__linux__)
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>
#elif defined(__APPLE__)
#include <stdio.h>
#endif

int archlint_exchange_files(const char *first, const char *second) {
#if defined(__linux__) && defined(SYS_renameat2)
    // The system call itself: C libraries older than glibc 2.28 have no wrapper. 2 is RENAME_EXCHANGE.
    return (int)syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, 2);
#elif defined(__APPLE__) && defined(RENAME_SWAP)
    return renamex_np(first, second, RENAME_SWAP);
#else
    (void)first;
    (void)second;
    errno = ENOSYS;
    return -1;
#endif
}
