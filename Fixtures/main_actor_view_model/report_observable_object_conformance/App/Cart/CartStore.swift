import Foundation

final class CartStore {
    @Published var itemIDs: [String] = []
}
