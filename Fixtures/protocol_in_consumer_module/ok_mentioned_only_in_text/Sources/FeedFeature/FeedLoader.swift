import AuthKit

/// Will take a `TokenProviding` once the API needs auth.
public struct FeedLoader {
    // let tokens: TokenProviding
    let note = "TokenProviding is not needed yet"
    let placeholder = """
        init(tokens: any TokenProviding)
        """
}
