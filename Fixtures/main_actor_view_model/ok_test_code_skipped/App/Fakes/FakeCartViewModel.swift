import Foundation
import Combine

final class FakeCartViewModel: ObservableObject {
    @Published var value = 0
}
