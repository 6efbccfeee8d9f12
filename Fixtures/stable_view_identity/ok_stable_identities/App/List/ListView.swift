import SwiftUI

struct Event: Identifiable, Hashable {
    let id = UUID()
    var createdID = UUID()
    var date: Date
    static var id: UUID { UUID() }
}

struct ListView: View {
    let events: [Event]
    @State private var reloadID = UUID()

    var body: some View {
        ForEach(events) { event in
            Text("a").id(event.id)
            Text("b").id(reloadID)
            Text("c").id(UUID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301"))
            Text("d").id(Date(timeIntervalSince1970: 0))
            Text("e").id(events.first { $0.date < Date() }?.id)
            Text("f").id(events.map { _ in UUID() }.count)
            Text("g").id(Kit.UUID())
            Text("h").id(event.date.random())
        }
        ForEach(events, id: \.self) { event in
            Text("i").id(event)
        }
    }
}

enum Kit {
    struct UUID: Hashable {}
}
