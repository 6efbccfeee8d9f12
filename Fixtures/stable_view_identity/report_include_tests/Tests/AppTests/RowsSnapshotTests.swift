import SwiftUI

struct SnapshotRows: View {
    let items: [Int]

    var body: some View {
        ForEach(items, id: \.self) { item in
            Text("\(item)").id(UUID())
        }
    }
}
