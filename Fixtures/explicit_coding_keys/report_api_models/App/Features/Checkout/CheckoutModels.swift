import Foundation

struct CreateOrderRequest: Encodable {
    let cartID: String
    let paymentMethodToken: String
    let shippingAddress: AddressBody
}

struct AddressBody: Encodable {
    let street: String
    let city: String
    let postalCode: String
}

struct OrderResponse: Decodable {
    let orderNumber: String
    let status: String
    let lineItems: [LineItem]

    struct LineItem: Decodable, Hashable {
        let sku: String
        let quantity: Int
        let unitPrice: Decimal
    }

    struct Totals: Decodable {
        let subtotal: Decimal
        let tax: Decimal
    }
}

extension OrderResponse {
    struct ShippingInfo: Decodable {
        let carrier: String
        let trackingNumber: String
    }
}

/// Only single-word properties: the implicit keys already match the wire.
struct ReceiptEnvelope: Decodable {
    let receipt: String
    let signature: String
}

struct GiftCardDto: Codable {
    let cardNumber: String
    let balance: Decimal
}

struct CouponResponse: Decodable {
    let couponCode: String
    let percentOff: Int

    enum CodingKeys: String, CodingKey {
        case couponCode = "code"
        case percentOff = "percent_off"
    }
}

/// Builds the URLRequest; never encoded itself.
struct RefundRequest {
    let orderID: String
    let reason: String

    func urlRequest(baseURL: URL) -> URLRequest {
        var request = URLRequest(url: baseURL.appendingPathComponent("orders/\(orderID)/refund"))
        request.httpMethod = "POST"
        return request
    }
}

/// Payment outcomes arrive as a tagged union.
enum PaymentResponse: Decodable {
    case succeeded(transactionID: String)
    case declined(reasonCode: String)
}

/// Local UI state persisted between launches; not an API model.
struct CartSummary: Codable {
    let itemCount: Int
    let lastUpdated: Date

    struct Discount: Codable {
        let percentOff: Int
    }
}
