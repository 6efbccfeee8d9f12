public struct LegacyMigrator {
    public init() {}
    public func run(cache: LegacyCaching) { cache.purge() }
}
