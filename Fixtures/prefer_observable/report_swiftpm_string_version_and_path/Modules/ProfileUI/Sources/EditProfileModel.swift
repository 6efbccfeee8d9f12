import Combine
import Profile

@MainActor
final class EditProfileModel: ObservableObject {
    @Published var draftName = ""
    let store: ProfileStore

    init(store: ProfileStore) {
        self.store = store
        draftName = store.displayName
    }
}
