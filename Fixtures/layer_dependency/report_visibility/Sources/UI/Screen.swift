import Shared

// Store is seen through Shared's @_exported import of DataKit.
struct Screen {
    let store: Store
    let helper: Helper
}
