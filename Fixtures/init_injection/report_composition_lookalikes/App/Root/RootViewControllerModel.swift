// Ends in Model, not RootViewController.
final class RootViewControllerModel {
    let session = SessionManager.shared
}
