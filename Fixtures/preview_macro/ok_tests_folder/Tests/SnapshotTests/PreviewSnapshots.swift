import SwiftUI
import XCTest

struct Snapshot_Previews: PreviewProvider {
    static var previews: some View { Text("Snapshot") }
}

final class PreviewSnapshotTests: XCTestCase {}
