import SwiftUI

struct DownloadsView: View {
    let files: [URL]

    var body: some View { List(files, id: \.self) { Text($0.lastPathComponent) } }
}

struct DownloadsView_Previews: PreviewProvider {
    static var previews: some View {
        let folder = FileManager.default.temporaryDirectory
        let compact = UserDefaults.standard.bool(forKey: "compact")
        DownloadsView(files: compact ? [] : [folder])
    }
}
