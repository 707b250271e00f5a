public import Coordination

/// How deep and how long a session's navigation may grow: the web adapter's policy, so that every
/// state a user can reach has a URL the server serves and no session grows without bound.
///
/// After every action and every link into the app, ``WebSession`` checks the new state: no
/// stack may hold more than ``maximumStackDepth`` screens and the state's URL may not be longer
/// than ``maximumURLLength`` bytes, the same limit past which the server answers 414. A change
/// that breaks either is taken back (the session returns to the state shown before) and the
/// page says why with a ``NavigationLimitError``.
///
/// ```swift
/// let host = WebHost(
///   app: app, configuration: .init(navigationLimits: .init(maximumStackDepth: 30)))
/// ```
///
/// Together the two limits bound a session: every screen of the state is either on the path
/// its URL names (bounded by the URL's length) or in a tab that is not selected (bounded by the
/// depth, times the app's number of tabs).
public struct NavigationLimits: Hashable, Sendable {
  /// The most screens one stack may hold, 50 by default; at least 1.
  public var maximumStackDepth: Int
  /// The longest URL a state may have, and the longest request target the server serves, in
  /// bytes; 8 KiB by default, at least 256.
  public var maximumURLLength: Int

  /// Creates limits; values below the minimums are raised to them.
  public init(maximumStackDepth: Int = 50, maximumURLLength: Int = 8 * 1024) {
    self.maximumStackDepth = max(1, maximumStackDepth)
    self.maximumURLLength = max(256, maximumURLLength)
  }

  /// The first limit a state breaks, or `nil` when it is within them.
  ///
  /// - Parameters:
  ///   - state: The navigation state.
  ///   - urlPath: The state's URL path, or `nil` when it has none.
  /// - Complexity: O(*l* + *t*) for *l* layers and *t* stacks, plus O(*n*) in the URL's length.
  public func violation(in state: NavigationState, urlPath: String?) -> NavigationLimitError? {
    let deepest = state.layers.lazy.flatMap(\.stacks).map(\.screens.count).max() ?? 0
    if deepest > maximumStackDepth {
      return .stackTooDeep(depth: deepest, limit: maximumStackDepth)
    }
    if let length = urlPath?.utf8.count, length > maximumURLLength {
      return .addressTooLong(length: length, limit: maximumURLLength)
    }
    return nil
  }
}
