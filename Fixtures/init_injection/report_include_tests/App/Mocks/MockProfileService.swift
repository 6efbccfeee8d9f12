import Foundation

final class MockProfileService: ProfileServicing {
    var stubbedProfile = Profile(id: "0", name: "Preview")
    private let callLog = CallLogStorage()

    func profile(id: String) async throws -> Profile {
        callLog.record("profile(\(id))")
        return stubbedProfile
    }
}

final class CallLogStorage {
    private(set) var calls: [String] = []
    func record(_ call: String) { calls.append(call) }
}
