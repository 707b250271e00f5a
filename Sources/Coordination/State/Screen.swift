/// One screen in the navigation state: what is shown, and which coordinator owns it.
///
/// The state holds only values; the live screen model (view model) that the owning coordinator
/// created for the screen is available from ``NavigationStore/model(for:)``.
public struct Screen: Hashable, Sendable, Identifiable, CustomStringConvertible {
  /// The screen's identity in its store.
  public let id: ScreenID
  /// The route the owning coordinator showed.
  public let route: AnyRoute
  /// The coordinator that owns the screen.
  public let owner: CoordinatorID

  /// Creates a screen value.
  public init(id: ScreenID, route: AnyRoute, owner: CoordinatorID) {
    self.id = id
    self.route = route
    self.owner = owner
  }

  /// The route's description.
  public var description: String { route.description }
}
