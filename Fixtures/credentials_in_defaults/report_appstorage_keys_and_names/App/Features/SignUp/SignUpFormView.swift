import SwiftUI

struct SignUpFormView: View {
    @SceneStorage("signup.email") private var email = ""
    @SceneStorage("draftPassword") private var draftPassword = ""
    @SceneStorage("signup.step") private var step = 0
    @SceneStorage("signup.form") private var confirmPassword: String = ""
    @FocusState private var focusedField: Field?

    enum Field: Hashable {
        case email, password, confirmation
    }

    var body: some View {
        VStack(spacing: 16) {
            TextField("Email", text: $email)
                .textContentType(.emailAddress)
                .focused($focusedField, equals: .email)
            SecureField("Password", text: $draftPassword)
                .textContentType(.newPassword)
                .focused($focusedField, equals: .password)
            SecureField("Confirm password", text: $confirmPassword)
                .focused($focusedField, equals: .confirmation)
            Button("Continue") { step += 1 }
                .disabled(draftPassword.isEmpty || draftPassword != confirmPassword)
        }
        .padding()
    }
}
