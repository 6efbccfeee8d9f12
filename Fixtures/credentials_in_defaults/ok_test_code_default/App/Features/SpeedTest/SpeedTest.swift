import Foundation

/// Network speed-test feature. Its file name ends in "Test.swift", so by the spec's purely lexical definition it is
/// test code and is skipped by default.
final class SpeedTest {
    private let defaults = UserDefaults.standard

    func run(uploadToken: String) {
        defaults.set(uploadToken, forKey: "speedtest.upload")
    }
}
