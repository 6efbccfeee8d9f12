import SwiftUI

struct RowsView: View {
    let items: [Item]

    var body: some View {
        ForEach(items) { item in
            Text(item.name).id(UUID())
            Text(item.name).id(NSUUID())
            Text(item.name).id(Date())
            Text(item.name).id(NSDate())
            Text(item.name).id(UUID.init())
            Text(item.name).id(Foundation.UUID())
            Text(item.name).id(Foundation.Date.init())
            Text(item.name).id(Date.now)
            Text(item.name).id(Int.random(in: 0..<100))
            Text(item.name).id(CGFloat.random(in: 0...1))
            Text(item.name).id(Bool.random())
            Text(item.name).id(UInt64.random(in: 1...9))
            Text(item.name).id(arc4random())
            Text(item.name).id(arc4random_uniform(10))
            Text(item.name).id(CFAbsoluteTimeGetCurrent())
            Text(item.name).id(mach_absolute_time())
            Text(item.name).id(UUID().uuidString)
            Text(item.name).id("\(item.id)" + UUID().uuidString)
            Text(item.name).id("row-\(Date())")
            Text(item.name).id(Date().timeIntervalSince1970 * 2)
        }
    }
}
