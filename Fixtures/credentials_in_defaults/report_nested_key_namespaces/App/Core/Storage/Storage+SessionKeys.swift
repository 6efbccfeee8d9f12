import Foundation

extension Storage.Keys {
    static let session = "session_token"
    static let refresh = "auth.refresh_token"
    static let lastSync = "last_sync_date"
    static let selectedAccount = "selected_account_id"
}

extension Storage.Flags {
    static let didShowPushPrompt = "push_prompt_shown"
}
