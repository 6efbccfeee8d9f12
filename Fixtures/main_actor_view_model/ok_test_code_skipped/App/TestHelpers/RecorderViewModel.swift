import Foundation
import Combine

final class RecorderViewModel: ObservableObject {
    @Published var value = 0
}
