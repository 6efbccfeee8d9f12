import Foundation

@MainActor
class ProfileViewModel: ObservableObject {
    @Published var name = ""
}
