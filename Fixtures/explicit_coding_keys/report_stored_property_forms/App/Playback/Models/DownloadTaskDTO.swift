import Foundation

struct DownloadTaskDTO: Decodable {
    let id: String
    var remoteURL: URL {
        willSet { precondition(newValue.scheme == "https", "downloads must use TLS") }
    }
    var bytesWritten: Int64
}

struct PlaybackSessionDTO: Decodable {
    let token: String
    private(set) var sessionID: String
    public internal(set) var deviceName: String
    var fallbackURL: URL? = nil
    var retryCount: Int = 0
}

struct StreamQualityDTO: Decodable {
    @DefaultFalse var isHDR: Bool
    @DefaultEmptyArray var codecs: [String]
    let bitrate: Int
}
