import Foundation
import Combine

final class StubOrdersViewModel: ObservableObject {
    @Published var value = 0
}
