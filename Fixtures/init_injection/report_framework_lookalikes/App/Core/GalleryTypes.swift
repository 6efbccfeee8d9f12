import Foundation

/// Project type whose name happens to start with an Apple-looking prefix (CK + uppercase).
final class CKSyncManager {
    init(containerID: String) {}
}

/// Project type with the UI prefix: declared here, so never an Apple-framework type.
final class UIStateRestorationStorage {}

final class PriceFormatter {
    init(currencyCode: String) {}
}

final class RelativeTimeFormatter {
    static let shared = RelativeTimeFormatter()
    func string(for date: Date) -> String { "" }
}

enum AppearanceManager {
    case light
    case dark

    static var current: AppearanceManager = .light
}
