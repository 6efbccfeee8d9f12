import Combine

// Kept on ObservableObject until the UIKit screens move to SwiftUI.
// archlint:disable:next prefer_observable
@MainActor
final class ThreadModel: ObservableObject {
    @Published var messages: [String] = []
}

// archlint:disable:next final_view_model
@MainActor
class FolderModel: ObservableObject {
    @Published var folders: [String] = []
}
