@MainActor
protocol ScreenModel: AnyObject {
    var title: String { get }
}
