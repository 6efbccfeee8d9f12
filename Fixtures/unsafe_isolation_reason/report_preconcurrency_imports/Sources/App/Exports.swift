@_exported @preconcurrency import VendorKit
