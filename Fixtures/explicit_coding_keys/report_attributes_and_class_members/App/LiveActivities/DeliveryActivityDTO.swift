import Foundation

@available(iOS 16.1, macOS 13.0, *)
@available(watchOS, unavailable)
struct DeliveryActivityDTO: Decodable, Hashable {
    let orderNumber: String
    let courierName: String
    let etaMinutes: Int
}

@available(iOS 16.1, *)
struct DeliveryUpdateDTO: Decodable, Hashable {
    let activityID: String
    let status: String
}

@available(iOS 16.1, *)
enum DeliveryActivityDecoder {
    static func decodeUpdate(_ data: Data) throws -> (DeliveryActivityDTO, DeliveryUpdateDTO) {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return (try decoder.decode(DeliveryActivityDTO.self, from: data),
                try decoder.decode(DeliveryUpdateDTO.self, from: data))
    }
}
