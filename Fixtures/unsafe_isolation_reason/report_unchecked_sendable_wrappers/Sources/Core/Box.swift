/// A reference to a value.
final class Box<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

struct Weak<Object: AnyObject>: @unchecked Swift.Sendable {
    weak var object: Object?
}
