import Foundation

struct UploadReceipt: Decodable {
    let uploadTokenKey: String
    let passwordData: Data
    let tokenString: String
}

final class ReportUploader {
    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    func didUpload(_ receipt: UploadReceipt, deviceToken: String) {
        defaults.set(receipt.uploadTokenKey, forKey: "reports.last_upload")
        defaults.set(receipt.passwordData, forKey: "reports.reset")
        defaults.set(receipt.tokenString, forKey: "reports.accessTokenKey")
        defaults.set(deviceToken, forKey: "reports.device_token")
    }
}
