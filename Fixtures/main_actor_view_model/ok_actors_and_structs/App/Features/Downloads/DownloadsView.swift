import SwiftUI
import ComposableArchitecture

struct DownloadsView: View {
    let store: StoreOf<DownloadsFeature>

    var body: some View {
        List(store.rows) { row in
            Text(row.title)
        }
        .onAppear { store.send(.onAppear) }
    }
}

#Preview {
    DownloadsView(store: Store(initialState: DownloadsFeature.State()) { DownloadsFeature() })
}
