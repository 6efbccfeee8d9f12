import Foundation
import ComposableArchitecture

// Actors are never reported.
actor DownloadsViewModel {
    private var tasks: [URL: Task<Data, Error>] = [:]

    func start(_ url: URL) {
        tasks[url] = Task { try await URLSession.shared.data(from: url).0 }
    }
}

// Structs are never reported.
struct RowViewModel: Identifiable, Hashable {
    let id: UUID
    let title: String
}

@Reducer
struct DownloadsFeature {
    @ObservableState
    struct State: Equatable {
        var rows: [RowViewModel] = []
    }

    enum Action {
        case onAppear
    }

    @Dependency(\.downloadClient) var downloadClient

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .onAppear:
                return .none
            }
        }
    }
}

struct DownloadClient {
    var fetch: @Sendable (URL) async throws -> Data
}

extension DownloadClient: DependencyKey {
    static let liveValue = DownloadClient { url in try await URLSession.shared.data(from: url).0 }
    static let testValue = DownloadClient { _ in Data() }
}

extension DependencyValues {
    var downloadClient: DownloadClient {
        get { self[DownloadClient.self] }
        set { self[DownloadClient.self] = newValue }
    }
}
