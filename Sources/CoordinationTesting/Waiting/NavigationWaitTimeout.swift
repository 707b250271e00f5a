public import Coordination

/// The error a wait for a navigation state throws when the state did not come in time.
///
/// Its description names what was awaited, how long the test waited, and the state the store
/// was left in (`NavigationState`'s outline), so a failing test says what it saw:
///
/// ```text
/// Waited 5.0 seconds for "the search sheet", but the state did not get there. It is:
/// root: [list]
/// ```
public struct NavigationWaitTimeout: Error, Sendable, CustomStringConvertible {
  /// What the test waited for, as it described it.
  public let awaited: String

  /// How long it waited.
  public let timeout: Duration

  /// The store's state when the wait gave up.
  public let state: NavigationState

  /// A timeout for a wait described as `awaited`, which ended with the store in `state`.
  public init(awaited: String, timeout: Duration, state: NavigationState) {
    self.awaited = awaited
    self.timeout = timeout
    self.state = state
  }

  /// What was awaited, for how long, and the state's outline.
  public var description: String {
    "Waited \(timeout) for \"\(awaited)\", but the state did not get there. It is:\n\(state)"
  }
}
