// Test code is skipped unless the entry says include_tests: true.
final class DownloaderTests {
    let session = URLSession.shared
}
