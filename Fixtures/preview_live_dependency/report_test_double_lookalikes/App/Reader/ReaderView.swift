import SwiftUI

struct ReaderView: View {
    var body: some View { Text("Reader") }
}

#Preview {
    let birds = MockingbirdService.shared
    let previews = PreviewsManager.shared
    let stubborn = StubbornClient.shared
    ReaderView()
}
