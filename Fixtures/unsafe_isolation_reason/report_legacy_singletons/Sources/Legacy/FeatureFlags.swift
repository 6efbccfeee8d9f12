enum FeatureFlags {
    // Flags for the redesign.
    nonisolated(unsafe) static var newOnboarding = false
    nonisolated(unsafe) static var compactTimeline = true
}
