import Foundation

struct PlaceDTO: Decodable {
    let placeName: String
    // Two initialisms in one run.
    let photoJPEGURL: URL
    // The run "IDT" holds ID.
    let userIDToken: String
    let isAPIEnabled: Bool
    // One-letter parts make this run: region_3depth_h_name decodes into it.
    let region3DepthHName: String
}
