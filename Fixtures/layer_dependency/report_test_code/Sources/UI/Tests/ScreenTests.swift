final class ScreenTests {
    let record = Record()
}
