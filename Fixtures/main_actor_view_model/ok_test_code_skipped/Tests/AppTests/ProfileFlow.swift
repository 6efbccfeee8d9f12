import Foundation
import Combine

final class ProfileFlowViewModel: ObservableObject {
    @Published var value = 0
}
