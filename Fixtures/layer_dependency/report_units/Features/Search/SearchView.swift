struct SearchView {
    let row = SearchRow()
    let client: APIClient
    func openProfile() -> ProfileView { ProfileView() }
}
