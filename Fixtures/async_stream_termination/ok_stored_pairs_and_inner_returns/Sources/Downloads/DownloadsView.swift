import SwiftUI

struct DownloadsView: View {
    let center: DownloadCenter
    var body: some View { Text("Downloads") }
}
