import Foundation

@objc(PXStoreReceipt)
@objcMembers
final class StoreReceipt: NSObject, Decodable {
    let transactionID: String
    let originalPurchaseDate: Date
    let environment: String

    class var supportedVersions: [Int] { [2, 3] }

    class func decode(from data: Data) throws -> StoreReceipt {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .millisecondsSince1970
        return try decoder.decode(StoreReceipt.self, from: data)
    }
}
