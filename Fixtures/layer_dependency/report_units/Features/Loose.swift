// Features/*/** does not match a file directly in Features: it is in no layer, and any layer may use it.
struct Loose {
    let profile: ProfileView
}
