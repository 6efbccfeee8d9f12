import Foundation
import UIKit

enum StepParsing {
    static let declaration = /class\s+(\w+):\s*BaseStepViewController/
    static let extended = #/final class (?<name>\w+): (?<base>\w+) \{ "/#

    static func label(isFinal: Bool, count: Int) -> String {
        "\(isFinal ? "class DoneStep: BaseStepViewController {" : "}") \(count) steps\(")")"
    }
}

final class ReviewStepViewController: BaseStepViewController {
    override var stepIdentifier: String { "review" }

    func debugDump() -> String {
        """
        steps: \({ () -> String in
            final class ProbeStepViewController: BaseStepViewController {}
            return String(describing: ProbeStepViewController.self)
        }())
        """
    }
}
