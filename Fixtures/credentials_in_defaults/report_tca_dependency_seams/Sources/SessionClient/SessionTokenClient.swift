import ComposableArchitecture
import Foundation

@DependencyClient
public struct SessionTokenClient: Sendable {
    public var save: @Sendable (_ token: String) -> Void
    public var load: @Sendable () -> String?
    public var clear: @Sendable () -> Void
}

extension SessionTokenClient: DependencyKey {
    public static let liveValue = SessionTokenClient(
        save: { token in UserDefaults.standard.set(token, forKey: "session_token") },
        load: { UserDefaults.standard.string(forKey: "session_token") },
        clear: { UserDefaults.standard.removeObject(forKey: "session_token") }
    )

    public static let testValue = SessionTokenClient(
        save: { value in UserDefaults(suiteName: "tests")?.set(value, forKey: "session_token") },
        load: { nil },
        clear: {}
    )

    public static let previewValue = SessionTokenClient(
        save: { _ in },
        load: { "preview-token" },
        clear: {}
    )
}

extension DependencyValues {
    public var sessionToken: SessionTokenClient {
        get { self[SessionTokenClient.self] }
        set { self[SessionTokenClient.self] = newValue }
    }
}
