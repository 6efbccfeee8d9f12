import Foundation

final class PinnedAPIClient: APIClient {
    let pinnedHashes: Set<String>

    init(pinnedHashes: Set<String>) {
        self.pinnedHashes = pinnedHashes
        super.init()
    }
}
