import CHeapTuning
import Foundation
import XCTest

final class HeapTuningTests: XCTestCase {
    /// The pages ahead in the heap are faulted in by another thread, and whatever the heap holds
    /// stays as it was: blocks written before and while it runs read back the same.
    func testFaultingInTheHeapAheadKeepsEveryBlockAsItWas() throws {
        #if os(Linux)
        // With one processor there is no idle core to do it on.
        if sysconf(Int32(_SC_NPROCESSORS_ONLN)) < 2 { throw XCTSkip("one processor online") }
        // As the executable sets it (blocks of this size come from the heap, not mappings of their
        // own), with the free pages of earlier tests given back, so the ones ahead are not present.
        archlint_tune_heap(8 << 20, 32 << 20)
        archlint_return_free_memory()
        let earlier = blocks(count: 16, seed: 1)
        let pages = archlint_fault_in_heap_ahead(4 << 20)
        let during = blocks(count: 64, seed: 2)
        XCTAssertEqual(pages.length, 4 << 20)
        let start = try XCTUnwrap(pages.start)
        // Every one of them present within a few seconds.
        let deadline = Date().addingTimeInterval(5)
        var absent = absentPages(start, pages.length)
        while absent > 0, Date() < deadline {
            usleep(10_000)
            absent = absentPages(start, pages.length)
        }
        XCTAssertEqual(absent, 0)
        for (block, seed) in [(earlier, 1), (during, 2)] {
            for (position, pointer) in block.enumerated() {
                XCTAssertTrue(UnsafeBufferPointer(start: pointer, count: 4096).allSatisfy { $0 == UInt8(truncatingIfNeeded: position &+ seed) })
                pointer.deallocate()
            }
        }
        #else
        throw XCTSkip("the heap is faulted in ahead on Linux only")
        #endif
    }

    private func blocks(count: Int, seed: Int) -> [UnsafeMutablePointer<UInt8>] {
        (0..<count).map { position in
            let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: 4096)
            pointer.initialize(repeating: UInt8(truncatingIfNeeded: position &+ seed), count: 4096)
            return pointer
        }
    }

    #if os(Linux)
    /// How many of the pages from `start` are not in memory (`mincore`).
    private func absentPages(_ start: UnsafeMutableRawPointer, _ length: Int) -> Int {
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        var present = [UInt8](repeating: 0, count: (length + pageSize - 1) / pageSize)
        guard mincore(start, length, &present) == 0 else { return present.count }
        return present.count(where: { $0 & 1 == 0 })
    }
    #endif
}
