import DataKit

// An extension of a type of another layer uses it.
extension Record {
    var title: String { "" }
}
