import UIKit

@MainActor
@preconcurrency
@available(*, deprecated, message: "Use SummaryView: it replaces class SummaryCell: BaseStepViewController")
final class SummaryStepViewController: BaseStepViewController {
    override var stepIdentifier: String { "summary" }
}
