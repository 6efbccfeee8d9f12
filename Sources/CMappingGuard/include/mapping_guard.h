#ifndef ARCHLINT_MAPPING_GUARD_H
#define ARCHLINT_MAPPING_GUARD_H

#include <stddef.h>

/// Guards a read-only mapping of a file against the file shrinking under it (truncated in place by
/// another program): reading a page past the new end of file raises SIGBUS, which for a guarded
/// mapping replaces the whole mapping with zero-filled pages and marks it damaged, so the read
/// returns zeros instead of ending the process. A SIGBUS anywhere else goes to the handler that was
/// there before. Returns the guard's number for the other calls, or -1 when every slot is in use
/// (then the mapping is not guarded).
int archlint_guard_mapping(const void *base, size_t length);

/// Whether guard `guard` saw its mapping shrink (its bytes read as zeros from then on).
int archlint_mapping_is_damaged(int guard);

/// Ends guard `guard`, before its mapping is unmapped.
void archlint_unguard_mapping(int guard);

#endif
