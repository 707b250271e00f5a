public import Coordination

extension NavigationPicture {
  /// One screen as the picture shows it: its identity, its route and whether the user sees it.
  public struct ScreenItem: Hashable, Sendable {
    /// The screen's identity in its store.
    public var id: ScreenID
    /// The route's description: user data, escaped by the renderers.
    public var route: String
    /// Whether it is the screen the user sees (the top layer's visible top screen).
    public var isTop: Bool

    /// Creates a screen's entry.
    public init(id: ScreenID, route: String, isTop: Bool = false) {
      self.id = id
      self.route = route
      self.isTop = isTop
    }
  }
}
