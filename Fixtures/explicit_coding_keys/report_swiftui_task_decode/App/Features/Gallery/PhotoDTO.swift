import Foundation

struct PhotoDTO: Decodable, Identifiable, Hashable {
    let id: String
    let caption: String?
    let thumbnailUrl: URL
    let fullSizeURL: URL
    let exif: ExifDTO?
}

struct ExifDTO: Decodable, Hashable {
    let cameraModel: String?
    let focalLength: Double?
    let lensID: String?
}
