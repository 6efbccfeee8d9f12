import Foundation
import Combine

final class ScreenViewModel: ObservableObject {
    @Published var value = 0
}
