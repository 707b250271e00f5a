/// The error an awaited flow throws when it ended without a result.
///
/// The user backed out, swiped the sheet away, a deep link replaced the stack, or the store was
/// torn down: ``cause`` says which.
public struct FlowCancelled: Error, Hashable, Sendable, CustomStringConvertible {
  /// Why the flow ended.
  public let cause: NavigationCause
  /// The route that started the flow; `nil` for the root coordinator's flow.
  public let route: AnyRoute?

  /// Creates the error value.
  public init(cause: NavigationCause, route: AnyRoute?) {
    self.cause = cause
    self.route = route
  }

  /// A sentence naming the flow and the cause.
  public var description: String {
    "The flow \(route?.description ?? "(root)") was cancelled (cause: \(cause.rawValue))."
  }
}
