import Foundation

#if os(iOS)
@MainActor
final class PlayerViewModel: ObservableObject {
    @Published var isPlaying = false
}
#elseif os(watchOS)
// Same type, later branch: its (missing) attributes do not count.
final class PlayerViewModel: ObservableObject {
    @Published var isPlaying = false
}
#else
final class PlayerViewModel {}
#endif

#if DEBUG
@MainActor
final class DiagnosticsViewModel: ObservableObject {
    @Published var logLines: [String] = []
}
#endif

#if false
@MainActor
final class LegacyPlayerViewModel {}
#endif
