import SwiftUI

struct SampleRow_Previews: PreviewProvider {
    static var previews: some View { Text("Sample") }
}
