struct TestFixture {}
