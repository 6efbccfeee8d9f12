import Foundation

struct SessionDTO: Decodable, Sendable {
    let accessToken: String
    let expiresIn: Int
    #if DEBUG
    let debugTraceID: String?
    #endif
}

#if os(iOS)
struct DeviceRegistrationDTO: Decodable {
    let deviceId: String
    let registeredAt: Date
}
#else
struct DesktopRegistrationDTO: Decodable {
    let machineUUID: String
}
#endif

final class SessionAPI {
    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func refresh(at url: URL) async throws -> SessionDTO {
        let (data, _) = try await session.data(from: url)
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(SessionDTO.self, from: data)
    }

    func register(at url: URL) async throws {
        let (data, _) = try await session.data(from: url)
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        #if os(iOS)
        _ = try decoder.decode(DeviceRegistrationDTO.self, from: data)
        #else
        _ = try decoder.decode(DesktopRegistrationDTO.self, from: data)
        #endif
    }
}
