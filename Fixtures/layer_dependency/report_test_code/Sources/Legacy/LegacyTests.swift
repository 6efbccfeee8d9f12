// Test code of a layer without include_tests is not checked.
final class LegacyTests {
    let record = Record()
}
