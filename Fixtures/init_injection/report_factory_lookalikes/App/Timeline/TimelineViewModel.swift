import Foundation

protocol APIProtocol {}

final class APIClient: APIProtocol {
    static let shared = APIClient()
}

final class TimelineViewModel {
    // A private factory is a hidden dependency of this type.
    private var api: APIProtocol { APIClient() }

    private func hiddenFetcher() -> any StatusesFetcher { HomeFetcher() }

    // A concrete return type: the caller cannot swap what is built.
    func concreteFetcher() -> HomeFetcher { HomeFetcher() }

    // The returned construction's arguments and singleton accesses are still reported.
    func fetcherWithClient() -> any StatusesFetcher { HomeFetcher(client: Client()) }

    func sharedFetcher() -> any StatusesFetcher { HomeFetcher.shared }

    // Not the returned value: bound first, chained, mapped, or called from a local closure.
    func boundFetcher() -> any StatusesFetcher {
        let fetcher = HomeFetcher()
        return fetcher
    }

    func configuredFetcher() -> any StatusesFetcher { HomeFetcher().configured() }

    func allFetchers() -> [any StatusesFetcher] { [Tab.home, .local].map { _ in HomeFetcher() } }

    func lazyFetcher() -> any StatusesFetcher {
        let make = { LocalFetcher() }
        return make()
    }

    // A function type whose closure is not returned, and a closure level too many.
    var makeFetcher: () -> any StatusesFetcher {
        { LocalFetcher() }()
    }
}

// Members of a private extension are fileprivate.
private extension TimelineViewModel {
    func fallbackFetcher() -> any StatusesFetcher { LocalFetcher() }
}

extension HomeFetcher {
    static let shared = HomeFetcher()
    func configured() -> HomeFetcher { self }
}
