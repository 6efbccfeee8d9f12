import Networking
import Observation

@MainActor
@Observable
public final class TimelineViewModel {
    public private(set) var statuses: [String] = []
    @ObservationIgnored private let fetcher: any StatusFetching

    public init(fetcher: some StatusFetching) { self.fetcher = fetcher }

    public func refresh() async {
        statuses = (try? await fetcher.statuses(sinceID: statuses.first)) ?? statuses
    }
}
