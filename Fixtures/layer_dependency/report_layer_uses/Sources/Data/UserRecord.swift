struct UserRecord {}
struct AvatarRecord {}
enum Cache { static let shared = 1 }
