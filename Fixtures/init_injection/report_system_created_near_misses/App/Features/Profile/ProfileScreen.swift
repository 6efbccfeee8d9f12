import SwiftUI

struct ProfileScreen: View {
    @MainActor
    final class Model: ObservableObject {
        @Published var name = ""
        private let service = ProfileService()

        func load() async {
            name = await service.displayName()
        }
    }

    @StateObject private var model = Model()

    var body: some View {
        Text(model.name)
            .task { await model.load() }
    }
}

protocol ScreenModel: ObservableObject {
    func load() async
}

final class ScoreboardModel: ScreenModel {
    @Published var scores: [Int] = []
    private let scoreService = ScoreService()

    func load() async {
        scores = await scoreService.latest()
    }
}

final class ProfileService {
    func displayName() async -> String { "" }
}

final class ScoreService {
    func latest() async -> [Int] { [] }
}
