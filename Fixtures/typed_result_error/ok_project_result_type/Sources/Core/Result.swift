/// The module's own result type shadows Swift.Result.
public enum Result<Value, Failure> {
    case success(Value)
    case failure(Failure)
}
