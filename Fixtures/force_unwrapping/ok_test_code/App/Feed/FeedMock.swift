struct FeedMock {
    let feed = Feed(items: nil)
    var count: Int { feed.items!.count }
}
