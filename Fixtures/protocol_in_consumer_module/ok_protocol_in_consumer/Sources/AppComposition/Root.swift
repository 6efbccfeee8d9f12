import FeedAPI
import FeedFeature

@MainActor
public enum Root {
    public static func feed() -> FeedViewModel { FeedViewModel(loader: RemoteFeedLoader()) }
}
