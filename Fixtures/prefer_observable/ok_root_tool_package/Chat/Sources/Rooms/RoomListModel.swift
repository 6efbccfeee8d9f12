import Combine

@MainActor
final class RoomListModel: ObservableObject {
    @Published var rooms: [String] = []
}
