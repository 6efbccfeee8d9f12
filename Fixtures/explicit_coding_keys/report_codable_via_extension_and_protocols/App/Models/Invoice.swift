import Foundation

struct Invoice: Identifiable, Hashable {
    let id: String
    let amountCents: Int
    let currencyCode: String
    let pdfURL: URL
    let issuedAt: Date
}
