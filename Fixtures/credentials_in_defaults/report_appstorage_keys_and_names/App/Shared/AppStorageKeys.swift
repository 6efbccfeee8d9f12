import Foundation

/// Keys for values that SwiftUI screens persist with `@AppStorage`.
enum AppStorageKeys {
    static let theme = "settings.theme"
    static let apiKey = "settings.openai"
    static let cachedSession = "session.bearer"
    static let onboardingSeen = "onboarding.seen"
    static let fontScale = "settings.font_scale"
}
