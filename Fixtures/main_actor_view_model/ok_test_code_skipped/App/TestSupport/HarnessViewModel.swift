import Foundation
import Combine

final class HarnessViewModel: ObservableObject {
    @Published var value = 0
}
