struct HintSettings {
    var hints: Accessibility = Accessibility.always
    var fallback = Accessibility.whenUnlocked
}
