import AuthKit

struct FakeSession {
    let tokens: TokenProviding
}
