/// Closure-based `RequestAdapter`.
open class Adapter: @unchecked Sendable {
    let adaptHandler: (String) -> String
    init(_ adaptHandler: @escaping (String) -> String) { self.adaptHandler = adaptHandler }
}

/// `RequestInterceptor` which can use multiple `RequestAdapter` and `RequestRetrier` values.
open class Interceptor: @unchecked Sendable {}
