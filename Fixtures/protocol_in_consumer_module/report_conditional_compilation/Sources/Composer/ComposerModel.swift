import Haptics

@MainActor
public final class ComposerModel {
    #if DEBUG
    private let haptics: (any HapticPlaying)?
    #else
    private let haptics: (any HapticPlaying)? = nil
    #endif

    public init(haptics: (any HapticPlaying)?) {
        #if DEBUG
        self.haptics = haptics
        #endif
    }

    public func send() { haptics?.play(.light) }
}
