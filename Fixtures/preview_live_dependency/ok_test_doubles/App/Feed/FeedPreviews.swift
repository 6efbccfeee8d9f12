import SwiftUI

struct FeedView: View {
    var body: some View { Text("Feed") }
}

#Preview {
    let api = MockAPIService.shared
    let fake = FakeClient.shared
    let memory = InMemoryStorage.shared
    let stub = StubLoader.shared
    let dummy = DummyRepository.shared
    let noop = NoopManager.shared
    let preview = PreviewAPIClient.shared
    FeedView()
}
