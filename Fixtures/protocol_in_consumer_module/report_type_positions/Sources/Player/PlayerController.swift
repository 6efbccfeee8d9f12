import Media

@MainActor
public final class PlayerController {
    private var sessions: [any Media.AudioSessionConfiguring] = []
    private var primary: (AudioSessionConfiguring & AnyObject)?

    public init(session: some AudioSessionConfiguring) {
        sessions = [session]
    }

    public func play() throws {
        try sessions.first?.activate()
    }
}
