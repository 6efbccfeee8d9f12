import Foundation

/// Namespaces for everything the app keeps on disk. Keys live in per-feature extensions.
enum Storage {
    enum Keys {}
    enum Flags {}
}
