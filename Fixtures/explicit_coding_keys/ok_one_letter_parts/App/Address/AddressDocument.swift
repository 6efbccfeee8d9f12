import Foundation

struct AddressDocument: Decodable {
    let addressName: String
    // region_3depth_h_name → region3DepthHName: the "HN" run comes from the one-letter part "h".
    let region3DepthHName: String
    // is_a_member → isAMember.
    let isAMember: Bool
    // HDR is no initialism of the default list: the run is taken as reachable.
    let isHDRVideo: Bool
    let x: String
}
