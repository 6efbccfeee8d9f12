import XCTest

final class SnapshotHelper {
    let manager = SnapshotManager.shared
}
