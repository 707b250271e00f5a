/// How a child coordinator ended, awaited as a flow or not, as its parent learns in
/// ``Coordinator/flowDidEnd(_:with:)``.
public enum FlowOutcome: Sendable {
  /// The child finished by its own call with a value (`()` for a plain coordinator).
  case completed(any Sendable)
  /// The child ended without a value: the user left it, a deep link replaced it, it finished
  /// without a value, or the store was torn down.
  case cancelled(NavigationCause)

  /// The value the child finished with, as `Value`; `nil` when cancelled or of another type.
  public func value<Value: Sendable>(as type: Value.Type) -> Value? {
    guard case .completed(let value) = self else { return nil }
    return value as? Value
  }
}
