enum PreviewData {
    nonisolated(unsafe) static var users: [String] = ["Ada"]
}
