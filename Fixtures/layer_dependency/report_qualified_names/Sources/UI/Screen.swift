import DataKit

struct Screen {
    // Outer.Inner is one reference, at Outer.
    let snapshot: Store.Snapshot
    let query: Store.Query
}
