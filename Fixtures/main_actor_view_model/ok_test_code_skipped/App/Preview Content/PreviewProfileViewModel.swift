import Foundation
import Combine

final class PreviewProfileViewModel: ObservableObject {
    @Published var value = 0
}
