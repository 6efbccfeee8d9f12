import SwiftUI

/// Loads the feed.
@available(iOS 16, *) // the new feed API
@dynamicMemberLookup class FeedViewModel: ObservableObject {
    @Published var items: [String] = []
    subscript(dynamicMember key: String) -> String { key }
}

/* Kept for the widget extension; migrated
   with the feed */ class WidgetFeedViewModel: ObservableObject {
    @Published var count = 0
}

#if os(iOS)
    class ComposerViewModel: ObservableObject {
        @Published var text = ""
    }
#elseif os(macOS)
    final class ComposerViewModel: ObservableObject {
        @Published var text = ""
    }
#else
    @MainActor class ComposerViewModel: ObservableObject {
        @Published var text = ""
    }
#endif

class BaseListViewModel: ObservableObject {
    @Published var isLoading = false
}

final class SearchViewModel: BaseListViewModel {
    @Published var query = ""
}

let banner = "class BannerViewModel: ObservableObject {}"
