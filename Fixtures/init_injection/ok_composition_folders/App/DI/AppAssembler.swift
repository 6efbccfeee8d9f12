import UIKit

final class AppAssembler {
    func makeFeed() -> FeedViewController {
        FeedViewController(viewModel: FeedViewModel(service: FeedService(client: APIClient.shared)))
    }
}
