import Foundation

class Fastfile: LaneFile {
    func betaLane() {
        let api = AppStoreConnectAPI()
        api.upload(ipa: "App.ipa")
    }
}
