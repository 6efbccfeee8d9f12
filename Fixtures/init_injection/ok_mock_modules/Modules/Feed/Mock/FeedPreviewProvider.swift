// A Tuist `Mock` target of the Feed module.
final class FeedPreviewData {
    let repository = FeedRepository()
}
