import Networking
import Timeline

/// Wires concrete types: names MastodonStatusFetcher but never the protocol.
@MainActor
public enum CompositionRoot {
    public static func timeline(instance: String) -> TimelineViewModel {
        TimelineViewModel(fetcher: MastodonStatusFetcher(instance: instance))
    }
}
