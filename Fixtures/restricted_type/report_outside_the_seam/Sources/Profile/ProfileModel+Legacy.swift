// Extending the legacy class from elsewhere touches it.
extension LegacyCache {
    func clear() {}
}
