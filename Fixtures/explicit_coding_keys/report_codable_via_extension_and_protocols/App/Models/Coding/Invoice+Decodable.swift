import Foundation

// Decoding is added here so the model file stays free of wire concerns.
extension Invoice: Decodable {}
