// "Compositions" is not one of the composition folders.
final class FeedComposer {
    let service = FeedService()
}
