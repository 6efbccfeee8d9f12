import Foundation
import Combine

final class OnboardingVariantViewModel: ObservableObject {
    @Published var value = 0
}
