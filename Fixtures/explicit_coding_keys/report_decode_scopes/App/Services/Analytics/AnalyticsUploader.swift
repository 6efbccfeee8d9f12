import Foundation

struct UploadQuotaDTO: Decodable {
    let maxBatchKB: Int
    let retryAfterSeconds: Int
}

struct UploadReceiptDTO: Decodable {
    let batchID: String
    let acceptedCount: Int
}

final class AnalyticsUploader {
    private let session: URLSession
    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()
    private let receiptDecoder = JSONDecoder()

    init(session: URLSession = .shared) {
        self.session = session
        receiptDecoder.keyDecodingStrategy = .convertFromSnakeCase
    }

    func fetchQuota(from url: URL) async throws -> UploadQuotaDTO {
        let (data, _) = try await session.data(from: url)
        return try decoder.decode(UploadQuotaDTO.self, from: data)
    }

    func upload(_ batch: Data, to url: URL) async throws -> UploadReceiptDTO {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.httpBody = batch
        let (data, _) = try await session.data(for: request)
        return try receiptDecoder.decode(UploadReceiptDTO.self, from: data)
    }
}
