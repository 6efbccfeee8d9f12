import SwiftUI

struct Row: View {
    var body: some View { Text("Row") }
}
