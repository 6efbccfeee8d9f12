import SwiftUI

// Tutorial step code: the placeholders are filled in by the reader in Xcode.
struct SyncUpDetailView: View {
    let syncUp: SyncUp
    let client: <#SyncUpsClient#>

    var body: some View {
        Form {
            Section { Text(syncUp.title) }
            Button("Start Meeting") { <#Start meeting with APIClient.shared#> }
        }
    }
}

#Preview {
    SyncUpDetailView(syncUp: <#Shared<SyncUp>#>, client: <#SyncUpsClient.shared#>)
}

#Preview("Live") {
    SyncUpDetailView(syncUp: .mock, client: <#client#>==SyncUpsClient.shared)
}
