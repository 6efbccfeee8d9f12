import UIKit

// The folder "Interests" ends in "tests", not in "Tests": this is app code, not test code.
final class InterestsViewController: BaseViewController {
    private var selectedTopics: Set<String> = []

    func toggle(_ topic: String) {
        if selectedTopics.contains(topic) {
            selectedTopics.remove(topic)
        } else {
            selectedTopics.insert(topic)
        }
    }
}
