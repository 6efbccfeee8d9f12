import Foundation

#if os(iOS)
final class PlayerViewModel: ObservableObject {
    @Published var isPlaying = false
}
#else
@MainActor
final class PlayerViewModel: ObservableObject {
    @Published var isPlaying = false
}
#endif
