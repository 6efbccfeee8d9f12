import FBSnapshotTestCase

// Not test code by path: "SnapshotSupport" and "AppSnapshotTestCase.swift" match no test pattern.
open class AppSnapshotTestCase: FBSnapshotTestCase {
    open override func setUp() {
        super.setUp()
        recordMode = false
    }
}

open class DarkModeSnapshotTestCase: AppSnapshotTestCase {
    open override func setUp() {
        super.setUp()
        overrideUserInterfaceStyle = .dark
    }
}
