import Foundation

let defaultStoryCDNHost = "stories.cdn.example.com"

struct StoryDTO: Decodable, Identifiable {
    static let maxSegmentCount = 10
    private static var prefetchedStoryIDs: Set<String> = []

    let id: String
    let authorId: String
    let mediaUrl: URL
    let expiresAt: Date

    var mediaURL: URL { mediaUrl }

    var authorProfileURL: URL {
        URL(string: "https://example.com/u/\(authorId)")!
    }

    var shareURL: URL {
        get { URL(string: "https://example.com/s/\(id)")! }
        set { _ = newValue }
    }

    var overlayStyle: OverlayStyle { .standard }

    subscript(segmentURL index: Int) -> URL {
        let segmentURL = mediaUrl.appendingPathComponent("seg\(index)")
        return segmentURL
    }

    func thumbnailURL(width: Int) -> URL {
        let sizedURL = mediaUrl.appendingPathComponent("w\(width)")
        return sizedURL
    }

    static func prefetch(_ storyIDs: [String]) {
        prefetchedStoryIDs.formUnion(storyIDs)
    }

    struct OverlayStyle: Decodable {
        static let standard = OverlayStyle(fontID: "sf-rounded", tintHEX: "#FFFFFF")
        let fontID: String
        let tintHEX: String
    }
}

final class StoryTrayDTO: Decodable {
    let title: String
    let stories: [StoryDTO]

    lazy var unseenStoryIDs: [String] = stories.map(\.id)

    class var trayEndpointURL: String { "stories/tray" }

    class func preview() -> String {
        let previewJSON = #"{"title": "Preview", "stories": []}"#
        return previewJSON
    }
}
