import Foundation

#if canImport(GoogleCast)
@MainActor
final class CastViewModel: ObservableObject {
    @Published var deviceName: String?
}
#elseif os(tvOS)
final class TopShelfViewModel: ObservableObject {
    @Published var items: [String] = []
}
#endif

#if false
final class AirPlayViewModel {
    var routes: [String] = []
}
#endif
