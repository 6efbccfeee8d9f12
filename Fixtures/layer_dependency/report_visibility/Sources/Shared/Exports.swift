@_exported import DataKit
