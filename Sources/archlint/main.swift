import ArchLintKit
import CHeapTuning
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// glibc grows a worker thread's heap 128 kB at a time, each step an `mprotect` for which the kernel
// makes the other cores flush their TLBs: about a hundred per warm one-file run. Steps of 8 MB
// (address space, paged in only when used) take six. Setting the step fixes glibc's threshold for
// serving a block by `mmap` at 128 kB, where it would have risen with the blocks freed: 32 MB, the
// most it rises to, keeps the eight-app tree's page faults and peak memory as they were.
archlint_tune_heap(8 << 20, 32 << 20)
exit(ArchLintTool.run(Array(CommandLine.arguments.dropFirst()), context: .process).rawValue)
