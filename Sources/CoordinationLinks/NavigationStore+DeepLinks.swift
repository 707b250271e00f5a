public import Coordination

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

extension NavigationStore {
  /// Opens a deep link: resolves it with `map` and builds the whole stack behind it in one
  /// change, or keeps it until the app admits it (`NavigationStore.open(path:)`: before the
  /// start, or behind a gate such as a sign-in).
  ///
  /// - Returns: Whether the link is shown, waits, or was dropped by the app.
  /// - Throws: ``DeepLinkError`` for a malformed or unknown URL, or
  ///   ``DeepLinkError/unreachable(_:)`` when the coordinators cannot show its path. The state
  ///   is unchanged when it throws.
  @discardableResult
  public func open(_ url: URL, using map: DeepLinkMap) throws(DeepLinkError) -> LinkOutcome {
    try open(resolved: map.resolve(url))
  }

  /// Opens a deep link given as text; see ``open(_:using:)-(URL,_)``.
  @discardableResult
  public func open(_ string: String, using map: DeepLinkMap) throws(DeepLinkError) -> LinkOutcome {
    try open(resolved: map.resolve(string))
  }

  private func open(resolved path: [PathStep]) throws(DeepLinkError) -> LinkOutcome {
    do {
      return try open(path: path)
    } catch {
      throw .unreachable(error)
    }
  }
}
