/// A container coordinator that shows tabs, each with its own stack.
///
/// Each tab is a route; its destination is usually a child coordinator (``Destination/flow(_:)``)
/// that owns the tab's stack, or a single screen:
///
/// ```swift
/// final class MainTabs: TabCoordinator<MainTab> {
///   init() { super.init(tabs: [.movies, .kanji]) }
///   override func destination(for route: MainTab) -> Destination {
///     switch route {
///     case .movies: .flow(MovieListCoordinator(movies: catalogue))
///     case .kanji: .flow(AllKanjiListCoordinator(kanjiStorage: storage))
///     }
///   }
/// }
/// ```
///
/// A tab container is the content of a layer: started as the root, or presented. Started with
/// ``Coordinator/show(_:)`` onto a stack that already has screens, it is presented full screen.
open class TabCoordinator<Route: NavigationRoute>: Coordinator<Route> {
  /// The tabs, in order.
  public let tabs: [Route]
  /// The tabs, erased once: the store reads them on every walk of a path.
  private let erasedTabs: [AnyRoute]
  /// The tab selected when the container starts.
  public let initialTab: Int

  /// Creates a container with tabs; `selected` is clamped to the tabs' range.
  public init(tabs: [Route], selected: Int = 0) {
    self.tabs = tabs
    self.erasedTabs = tabs.map(AnyRoute.init)
    self.initialTab = tabs.isEmpty ? 0 : min(max(selected, 0), tabs.count - 1)
    super.init()
  }

  /// The route of the selected tab.
  public var selectedTab: Route? {
    store?.selectedTabRoute(of: self)?.as(Route.self)
  }

  /// Selects a tab.
  ///
  /// - Throws: ``NavigationError/coordinatorNotActive(_:)`` when the container does not run,
  ///   ``NavigationError/routeNotShown(route:)`` when no tab has this route.
  public final func select(_ tab: Route) throws(NavigationError) {
    guard let store else { throw .coordinatorNotActive(name) }
    _ = try store.execute(.coordinator(.selectTab(AnyRoute(tab)), from: self))
  }

  override var containerLayout: ContainerLayout? {
    ContainerLayout(kind: .tabs, routes: erasedTabs, initialIndex: initialTab)
  }
}
