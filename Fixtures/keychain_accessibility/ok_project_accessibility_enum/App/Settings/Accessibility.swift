/// When the app shows VoiceOver hints: a setting of this app, not KeychainAccess's enum.
enum Accessibility: String, CaseIterable {
    case always
    case whenUnlocked
    case never
}
