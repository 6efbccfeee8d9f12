import SwiftUI

struct TestRows: View {
    let items: [Int]

    var body: some View {
        ForEach(items, id: \.self) { item in
            Text("\(item)").id(UUID())
        }
    }
}

struct Fixture: Identifiable {
    var id: UUID { UUID() }
}
