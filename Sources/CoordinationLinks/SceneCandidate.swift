public import Coordination

/// One scene of an app (a window, a browser tab) as ``SceneRouter`` weighs it for a link: its
/// identity, how much of the link it shows, and whether it is the one in front.
///
/// Each scene has its own `NavigationStore`; a candidate is a value read from it when a link
/// arrives, so the router never holds a store.
///
/// ```swift
/// let link = try links.resolve(url)
/// let candidates = windows.map { window in
///   SceneCandidate(id: window.id, store: window.store, isActive: window.isInFront, link: link)
/// }
/// ```
public struct SceneCandidate<ID: Hashable & Sendable>: Hashable, Sendable {
  /// The scene's identity: a session's persistent identifier, a window's id.
  public var id: ID
  /// How much of the link the scene shows.
  public var showing: PathShowing
  /// Whether the scene is active: in the foreground and taking the user's input.
  public var isActive: Bool

  /// Describes a scene.
  public init(id: ID, showing: PathShowing, isActive: Bool) {
    self.id = id
    self.showing = showing
    self.isActive = isActive
  }

  /// Describes the scene that `store` shows, for `link` (`NavigationStore.showing(_:)`).
  ///
  /// - Complexity: as `NavigationStore.showing(_:)`.
  @MainActor public init(id: ID, store: NavigationStore, isActive: Bool, link: [PathStep]) {
    self.init(id: id, showing: store.showing(link), isActive: isActive)
  }
}
