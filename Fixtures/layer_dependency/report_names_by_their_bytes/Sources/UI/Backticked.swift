import PersistenceFoundationKit

struct Backticked {
    // Backticks are not part of the name.
    let record: `PersistentStoreCoordinatorRecord`
}
