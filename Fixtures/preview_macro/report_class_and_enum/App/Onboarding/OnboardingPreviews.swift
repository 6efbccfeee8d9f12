import SwiftUI

enum OnboardingPreviews: PreviewProvider {
    static var previews: some View { Text("Welcome") }
}

final class LegacyOnboardingPreviews: PreviewProvider {
    static var previews: some View { Text("Legacy") }
}
