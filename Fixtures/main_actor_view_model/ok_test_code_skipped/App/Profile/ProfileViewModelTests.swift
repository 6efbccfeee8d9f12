import Foundation
import Combine

final class ProfileViewModelUnderTest: ObservableObject {
    @Published var value = 0
}
