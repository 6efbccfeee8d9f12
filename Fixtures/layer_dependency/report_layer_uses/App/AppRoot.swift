struct AppRoot {
    let record = UserRecord()
    let view = ProfileView(user: User(), theme: Theme(), record: UserRecord(), again: [])
}
