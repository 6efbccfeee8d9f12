import Foundation

final class ThumbnailProvider: NSProxy {}
