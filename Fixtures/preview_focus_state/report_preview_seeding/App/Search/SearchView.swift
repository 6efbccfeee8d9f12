import SwiftUI

struct SearchView: View {
    var body: some View { Text("Search") }
}

#Preview {
    FocusPreviewHost { SearchView() }
}

struct SearchView_Previews: PreviewProvider {
    static var previews: some View { SearchPreviewWrapper() }
}
