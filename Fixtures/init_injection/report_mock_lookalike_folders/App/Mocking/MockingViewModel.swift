// "Mocking" does not end in Mock.
final class MockingViewModel {
    let client = HTTPClient()
}
