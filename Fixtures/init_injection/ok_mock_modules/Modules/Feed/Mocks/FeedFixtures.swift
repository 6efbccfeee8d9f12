final class FeedFixtures {
    let loader = ImageLoader.shared
}
