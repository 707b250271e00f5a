public import Coordination

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

extension NavigationStore {
  /// Opens a deep link: resolves it with `map` and builds the whole stack behind it in one
  /// change, or keeps it until the app admits it (`NavigationStore.open(path:link:)`: before
  /// the start, or behind a gate such as a sign-in).
  ///
  /// A link that waits is kept with its text: saved navigation carries it, and a store that
  /// reads links with the same map (``readLinks(with:)``) follows it after a relaunch.
  ///
  /// - Returns: Whether the link is shown, waits, or was dropped by the app.
  /// - Throws: ``DeepLinkError`` for a malformed or unknown URL, or
  ///   ``DeepLinkError/unreachable(_:)`` when the coordinators cannot show its path. The state
  ///   is unchanged when it throws.
  @discardableResult
  public func open(_ url: URL, using map: DeepLinkMap) throws(DeepLinkError) -> LinkOutcome {
    try open(resolved: map.resolve(url), link: url.absoluteString)
  }

  /// Opens a deep link given as text; see ``open(_:using:)-(URL,_)``.
  @discardableResult
  public func open(_ string: String, using map: DeepLinkMap) throws(DeepLinkError) -> LinkOutcome {
    try open(resolved: map.resolve(string), link: string)
  }

  /// Reads saved links with `map`: sets `linkReader`, so that a restore follows again the
  /// link that was waiting when its navigation was saved.
  ///
  /// Call it before restoring saved navigation. It returns the store, for a property's
  /// initial value (a SwiftUI window's `@State`):
  ///
  /// ```swift
  /// @State private var store = NavigationStore(root: AppCoordinator()).readLinks(with: links)
  /// ```
  @discardableResult
  public func readLinks(with map: DeepLinkMap) -> NavigationStore {
    linkReader = { link in try map.resolve(link) }
    return self
  }

  private func open(resolved path: [PathStep], link: String) throws(DeepLinkError)
    -> LinkOutcome
  {
    do {
      return try open(path: path, link: link)
    } catch {
      throw .unreachable(error)
    }
  }
}
