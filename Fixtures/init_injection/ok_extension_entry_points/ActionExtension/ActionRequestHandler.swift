import Foundation

final class ActionRequestHandler: NSObject, NSExtensionRequestHandling {
    private let parser = WebPageParsingService()

    func beginRequest(with context: NSExtensionContext) {
        parser.parse(context.inputItems)
        context.completeRequest(returningItems: nil)
    }
}

final class WebPageParsingService {
    func parse(_ items: [Any]) {}
}
