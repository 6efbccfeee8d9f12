import Foundation

// UserRecord in a comment is no reference; /* AvatarRecord */ neither.
struct ProfileView {
    let title = "UserRecord \(String(describing: Cache.shared))"
    let user: User
    let theme: Theme
    let record: UserRecord
    let again: [UserRecord]
    #if DEBUG
    let avatar: AvatarRecord? = nil
    #endif
}
