import Foundation

final class PreviewOrdersViewModel: ObservableObject {
    @Published var orders = ["#1", "#2"]
}
