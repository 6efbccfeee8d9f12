import SwiftUI

struct StatsView: View {
    let feed: StatsFeed
    @State private var count = 0
    var body: some View {
        Text("\(count)").task { for await value in feed.counts() { count = value } }
    }
}
