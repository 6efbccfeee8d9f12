enum FeatureFlags {
    // TODO: move to the settings actor (IOS-1234).
    nonisolated(unsafe) static var newOnboarding = false
    // Immutable after launch.
    nonisolated(unsafe) static var compactTimeline = true
}
