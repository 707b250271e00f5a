public import Coordination
public import CoordinationLinks

/// An app that the web adapter serves: how to start a session, how routes are written in URLs,
/// and how each screen model looks.
///
/// ```swift
/// let app = WebApp(title: "Counter", routes: routes, views: views) {
///   WebAppSession(root: CounterCoordinator())
/// }
/// ```
public struct WebApp: Sendable {
  /// The app's name, shown in the page title.
  public var title: String
  /// The route types that may appear in URLs.
  public var routes: RouteCodec
  /// The views, one per screen-model type.
  public var views: ViewRegistry
  /// Makes what one browser session runs: a fresh root coordinator (and its services), on the
  /// main actor.
  public var makeSession: @MainActor @Sendable () -> WebAppSession

  /// Describes an app.
  public init(
    title: String, routes: RouteCodec, views: ViewRegistry,
    makeSession: @escaping @MainActor @Sendable () -> WebAppSession
  ) {
    self.title = title
    self.routes = routes
    self.views = views
    self.makeSession = makeSession
  }
}

/// What one browser session runs: its own root coordinator, and the deep links its URLs may
/// also be read as.
public struct WebAppSession {
  /// The session's root coordinator, not started yet.
  public var root: AnyCoordinator
  /// Links such as `/movies/9` that build a state in one step; `nil` when the app has none.
  public var deepLinks: DeepLinkMap?
  /// The app's own state of the session, saved with its navigation when the server keeps
  /// sessions in a ``SessionStore``; `nil` when the routes say everything.
  public var state: AppSessionState?

  /// Describes a session.
  public init(root: AnyCoordinator, deepLinks: DeepLinkMap? = nil, state: AppSessionState? = nil) {
    self.root = root
    self.deepLinks = deepLinks
    self.state = state
  }
}
