enum MigrateError: Error {
    case missingPath
}
