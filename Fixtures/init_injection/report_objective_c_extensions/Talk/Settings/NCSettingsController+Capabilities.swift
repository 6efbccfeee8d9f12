import Foundation

// Only a category of NCSettingsController is in the project's headers: not a project class.
extension NCSettingsController {
    func storedCapabilities() -> [String] {
        NCDatabaseManager.sharedInstance().activeAccount().capabilities
    }
}
