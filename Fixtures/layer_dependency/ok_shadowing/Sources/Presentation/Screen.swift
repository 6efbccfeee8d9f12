// Generic parameters of a type, a function and a typealias shadow top-level types.
struct List<Item> {
    var items: [Item] = []
    func map<Element>(_ transform: (Item) -> Element) -> [Element] { items.map(transform) }
}

typealias Pair<Value> = (Value, Value)

protocol Source {
    associatedtype Model
    func load() -> Model
}

struct Screen {
    // A nested type shadows the top-level one in the enclosing type.
    struct Row {}
    let row: Row
    // A member after `.` is no reference.
    let value = configuration.Route
    // Its own nested type declared in an extension in another file shadows the top-level one too.
    let pending: Loader?

    func body() {
        // A local type shadows it in its function.
        struct Page {}
        _ = Page()
    }
}

extension Screen {
    // Screen's nested type, declared in another file, shadows the top-level one here.
    func loader() -> Loader? { nil }
}
