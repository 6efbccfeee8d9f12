final class AppTests {
    let analytics = Analytics.shared
}
