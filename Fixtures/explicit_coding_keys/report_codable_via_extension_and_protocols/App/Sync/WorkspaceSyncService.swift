import Foundation
import os

final class WorkspaceSyncService {
    private let session: URLSession
    private let logger = Logger(subsystem: "com.example.app", category: "sync")
    private var checkpoints: [String: SyncCheckpoint] = [:]

    init(session: URLSession = .shared) {
        self.session = session
    }

    func pullWorkspaces(from url: URL) async throws -> [Workspace] {
        let (data, _) = try await session.data(from: url)
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        let cacheKey = String(describing: SyncCheckpoint.self)
        logger.debug("pulled workspaces, checkpoint key \(cacheKey, privacy: .public)")
        return try decoder.decode([Workspace].self, from: data)
    }

    func pullBilling(invoicesURL: URL, channelsURL: URL) async throws -> ([Invoice], [Channel]) {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        let (invoiceData, _) = try await session.data(from: invoicesURL)
        let (channelData, _) = try await session.data(from: channelsURL)
        let invoices = try decoder.decode([Invoice].self, from: invoiceData)
        let channels = try decoder.decode([Channel].self, from: channelData)
        return (invoices, channels)
    }
}
