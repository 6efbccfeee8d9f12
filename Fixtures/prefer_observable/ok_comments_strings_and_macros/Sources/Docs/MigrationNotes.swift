// final class Old: ObservableObject {}
/* class Older: ObservableObject */
/// ```
/// class Sample: ObservableObject {}
/// ```
enum MigrationNotes {
    static let before = "final class Model: ObservableObject {}"
    static let raw = #"class Model: ObservableObject"#
    static let block = """
        extension Model: ObservableObject {}
        """
    static let pattern = /class \w+: ObservableObject/
    static let interpolated = "\(String(describing: ObservableObject.self))"
}
