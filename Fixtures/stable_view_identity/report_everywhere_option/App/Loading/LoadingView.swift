import SwiftUI

struct LoadingView: View {
    let items: [Item]

    var body: some View {
        VStack {
            ProgressView().id(UUID())
            List {
                Text("static").id(Date())
            }
            ForEach(items) { item in
                Text(item.name).id(UUID())
            }
        }
    }
}
