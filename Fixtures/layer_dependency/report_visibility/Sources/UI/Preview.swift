// Declarations in test code are visible only to test code: TestFixture is not a reference here.
struct Preview {
    let fixture: TestFixture
    let store: `Store`
}
