import SwiftUI

struct FeedView: View {
    let viewModel = FeedViewModel()

    var body: some View { Text("Feed") }
}

#Preview {
    FeedView()
}

struct FeedHost {
    let client = APIClient.shared
}
