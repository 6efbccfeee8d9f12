import Observation
import Persistence

@MainActor
@Observable
public final class SettingsModel {
    public private(set) var theme = "system"
    private let store: any KeyValueReading

    public init(store: any KeyValueReading) {
        self.store = store
        theme = store.string(forKey: "theme") ?? "system"
    }
}
