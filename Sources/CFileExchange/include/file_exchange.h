#ifndef ARCHLINT_FILE_EXCHANGE_H
#define ARCHLINT_FILE_EXCHANGE_H

/// Swaps the files named `first` and `second` (both must exist, on one file system) in one atomic
/// step: Linux `renameat2(RENAME_EXCHANGE)`, macOS `renamex_np(RENAME_SWAP)`. Returns 0, or -1 with
/// `errno` set; `ENOSYS`, `EINVAL` or `ENOTSUP` where the system or file system cannot do it.
int archlint_exchange_files(const char *first, const char *second);

#endif
