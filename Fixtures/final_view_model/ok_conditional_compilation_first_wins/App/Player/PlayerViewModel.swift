#if os(iOS)
@MainActor
final class PlayerViewModel {
    var isPlaying = false
}
#else
@MainActor
class PlayerViewModel {
    var isPlaying = false
}
#endif
