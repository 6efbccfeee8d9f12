import Foundation

struct Draft {
    var id: UUID { UUID() }
}

protocol Entity: Identifiable {}

struct Record: Entity {
    var id: UUID { UUID() }
}

struct Stored: Identifiable {
    var id = UUID()
    static var fresh: UUID { UUID() }
}

struct Derived: Identifiable {
    let name: String
    var id: String { name + "-" + String(name.count) }
}
