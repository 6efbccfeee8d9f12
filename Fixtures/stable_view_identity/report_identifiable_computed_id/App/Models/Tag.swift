import Foundation

struct Tag: Identifiable {
    var id: UUID { UUID() }
    let name: String
}

final class Label: Identifiable {
    var id: String {
        get { "label-\(UUID().uuidString)" }
    }
}

struct Chip {
    var id: Double { Date().timeIntervalSince1970 }
}

enum Outer {
    struct Inner: Swift.Identifiable {
        var id: Int { return Int.random(in: 0...Int.max) }
    }
}
