import SwiftUI

struct RowTest_Previews: PreviewProvider {
    static var previews: some View { Text("Row") }
}
