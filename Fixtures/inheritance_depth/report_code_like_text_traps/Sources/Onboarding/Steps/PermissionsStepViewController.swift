import UIKit

/// Subclass per permission, for example:
/// ```swift
/// final class CameraStepViewController: PermissionsStepViewController {}
/// ```
class PermissionsStepViewController: BaseStepViewController {
    // class NotificationsStepViewController: PermissionsStepViewController {}
    override var stepIdentifier: String { "permissions" }

    func exportTemplate(named name: String) -> String {
        """
        final class \(name)StepViewController: PermissionsStepViewController {
            // "quoted" text and a lone brace } stay inside the literal
        }
        class GeneratedStepViewController: PermissionsStepViewController {}
        """
    }
}

final class LocationStepViewController: PermissionsStepViewController {
    let snippet = #"class QuotedStepViewController: BaseStepViewController { let title = "Hi" }"#
    let escaped = "class EscapedStepViewController: BaseStepViewController { \"}\" }"
}

final class TrackingStepViewController: PermissionsStepViewController {}
