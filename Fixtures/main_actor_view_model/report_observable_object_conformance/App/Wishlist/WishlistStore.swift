import Foundation

final class WishlistStore: BaseStore {
    @Published var productIDs: Set<String> = []
}
