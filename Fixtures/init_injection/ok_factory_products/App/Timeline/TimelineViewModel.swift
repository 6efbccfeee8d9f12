import Foundation

// rules.md §2 (rev 7): the returned construction of a factory typed with a protocol is the caller's.
final class TimelineViewModel {
    func createFetcher() -> any StatusesFetcher {
        HomeFetcher()
    }

    func fetcher(for tab: Tab) -> StatusesFetcher {
        switch tab {
        case .home:
            HomeFetcher()
        case .local:
            LocalFetcher()
        }
    }

    func fetcher(home: Bool) -> some StatusesFetcher {
        if home { HomeFetcher() } else { HomeFetcher(client: nil) }
    }

    func optionalFetcher(_ tab: Tab?) -> (any StatusesFetcher)? {
        guard tab != nil else { return nil }
        if tab == .home {
            return HomeFetcher()
        }
        return (LocalFetcher() as StatusesFetcher)
    }

    func loadingFetcher() async throws -> any StatusesFetcher {
        try await RemoteFetcher()
    }

    var defaultFetcher: any StatusesFetcher {
        HomeFetcher()
    }

    var fallbackFetcher: StatusesFetcher {
        get { LocalFetcher() }
    }

    var makeFetcher: () -> any StatusesFetcher {
        { HomeFetcher() }
    }

    func fetcherFactory() -> (Tab) -> StatusesFetcher {
        return { tab in
            return HomeFetcher()
        }
    }

    // A protocol-like name not declared in the project counts as a protocol.
    func dataSource() -> ListDataSource {
        TimelineDataSource()
    }
}

final class TimelineDataSource {}

final class RemoteFetcher: StatusesFetcher {
    init() async throws {}
}
