import Foundation
import Swift
@preconcurrency import Combine
import struct CoreLocation.CLLocationCoordinate2D

public struct Order {}
