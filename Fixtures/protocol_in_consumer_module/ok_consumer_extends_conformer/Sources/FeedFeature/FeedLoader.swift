import AuthKit

public struct FeedLoader {
    let tokens: any TokenProviding
}
