import SwiftUI

struct DebugRows: View {
    let items: [Int]

    var body: some View {
        ForEach(items, id: \.self) { item in
            // archlint:disable:next stable_view_identity
            Text("\(item)").id(UUID())
        }
    }
}
