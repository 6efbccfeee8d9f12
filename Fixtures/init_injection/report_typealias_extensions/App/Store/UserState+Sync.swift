extension UserState {
    func sync() {
        let client = SyncClient()
        ProfileService.shared.refresh(name, using: client)
    }
}
