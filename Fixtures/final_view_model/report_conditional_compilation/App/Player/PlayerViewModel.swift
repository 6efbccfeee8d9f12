import Foundation

#if os(iOS)
@MainActor
class PlayerViewModel {
    var isPlaying = false
}
#else
@MainActor
final class PlayerViewModel {
    var isPlaying = false
}
#endif

#if DEBUG
class DebugMenu: NSObject {}
#endif
