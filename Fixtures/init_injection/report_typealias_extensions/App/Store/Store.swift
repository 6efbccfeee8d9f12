enum Store {
    enum State {
        final class User {
            var name = ""
        }
    }
}

typealias UserState = Store.State.User
// An alias of an alias stands for the same type.
typealias SessionState = UserState
// An alias of a framework type: its extensions have no init of ours.
typealias HTTPSession = URLSession
// `FeedService()` constructs through an alias: not a construction of a dependency type.
typealias FeedService = LiveFeed

final class LiveFeed {}
