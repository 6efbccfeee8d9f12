import Foundation

final class MockupGalleryViewModel {
    private let templates = TemplateLoader.shared

    func templateNames() -> [String] {
        templates.names
    }
}

final class TemplateLoader {
    static let shared = TemplateLoader()
    var names: [String] = []
}
