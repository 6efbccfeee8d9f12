import Combine

// UIKit screens still subscribe to objectWillChange.
// archlint:disable:next prefer_observable
@MainActor
@preconcurrency
final class ThreadModel: ObservableObject {
    @Published var messages: [String] = []
}

@MainActor
final class DraftsModel: ObservableObject { // archlint:disable:this prefer_observable
    @Published var drafts: [String] = []
}

/* archlint:disable prefer_observable */
@MainActor
final class OutboxModel: ObservableObject {
    @Published var pending = 0
}
/* archlint:enable prefer_observable */
