// Test code: neither reported nor counted.
final class SpyHomeViewModel: BaseViewModel {
    var calls = 0
}
