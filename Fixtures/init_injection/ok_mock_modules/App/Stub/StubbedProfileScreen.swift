final class StubbedProfileScreen {
    let service = ProfileService()
}
