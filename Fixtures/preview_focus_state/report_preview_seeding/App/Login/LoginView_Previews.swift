import SwiftUI

struct LoginView_Previews {
    struct Wrapper: View {
        enum Field { case email, password }
        @FocusState private var field: Field?
        var body: some View {
            TextField("Email", text: .constant(""))
                .focused($field, equals: .email)
                .onAppear(perform: {
                    field = .email
                })
        }
    }
    static var previews: some View { Wrapper() }
}
