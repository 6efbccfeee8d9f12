import Foundation
@preconcurrency import struct VendorKit.Client
@preconcurrency
import Alamofire

struct APIClient {
    let session: Session
}
