import Foundation

final class ShelfViewModel: ObservableObject {
    @Published var books: [String] = []
}
