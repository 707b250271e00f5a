/// A coordinator whose flow returns a typed value to the one that started it.
///
/// ```swift
/// final class LoginCoordinator: FlowCoordinator<LoginRoute, User>, LoginNavigator {
///   override func start() { show(.form) }
///   func loginSucceeded(as user: User) { finish(with: user) }
/// }
///
/// // In the parent:
/// let user = try await run(.login, as: User.self)
/// ```
///
/// The parent's `await` resumes exactly once: with the value given to ``finish(with:)``, or
/// with ``FlowCancelled`` when the flow's screens leave without one.
open class FlowCoordinator<Route: NavigationRoute, Output: Sendable>: Coordinator<Route> {
  /// Creates a flow that is not started yet.
  public override init() { super.init() }

  /// Ends the flow with its result: its screens leave and whoever awaits it gets `value`.
  public final func finish(with value: Output) {
    _ = try? store?.execute(.coordinator(.finish(output: value), from: self))
  }

  package override var outputType: Any.Type { Output.self }

  override var plainFinishOutput: (any Sendable)? { Output.self == Void.self ? () : nil }
}
