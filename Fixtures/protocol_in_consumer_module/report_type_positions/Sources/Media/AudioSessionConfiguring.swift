import AVFoundation

public protocol AudioSessionConfiguring {
    func activate() throws
}

public final class SystemAudioSession: AudioSessionConfiguring {
    public init() {}
    public func activate() throws { try AVAudioSession.sharedInstance().setActive(true) }
}
