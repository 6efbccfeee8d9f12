import Foundation

final class AvatarStore {
    /* archlint:disable:next init_injection */
    let cache = NSCache<NSString, NSData>()
}
// archlint:disable all