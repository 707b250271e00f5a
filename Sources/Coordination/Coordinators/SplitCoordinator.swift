/// A container coordinator that shows columns side by side: a sidebar, an optional content
/// column, and a detail, each with its own stack.
///
/// Each column is a route; its destination is usually a child coordinator that owns the
/// column's stack and pushes onto it, or a single screen:
///
/// ```swift
/// final class MailSplit: SplitCoordinator<MailRoute>, MailboxListDelegate {
///   init() { super.init(sidebar: .mailboxes, detail: .noMessage) }
///   override func destination(for route: MailRoute) -> Destination {
///     switch route {
///     case .mailboxes: .flow(MailboxListCoordinator(delegate: self))
///     case .noMessage: .screen(EmptyDetailModel())
///     case .message(let id): .flow(MessageCoordinator(id: id))
///     }
///   }
///   // A pick in the sidebar replaces what the detail column shows.
///   func mailboxList(didPick id: Int) { showDetail(.message(id)) }
/// }
/// ```
///
/// What the container itself shows replaces its column's content, as `UISplitViewController`'s
/// `showDetailViewController(_:sender:)` does: ``showDetail(_:)``, ``show(_:in:)`` and
/// ``Coordinator/show(_:)`` (in the column it last showed into) empty the column (its
/// coordinators finish, its modals are dismissed) and show the route there. A coordinator
/// started in a column pushes onto it; ``Coordinator/setStack(_:)`` leaves only its last route.
/// The column the user last acted in is the layer's selected stack, the one a path
/// (``NavigationStore/currentPath``) names.
///
/// A split container is the content of a layer, as a ``TabCoordinator`` is. A column may be
/// empty (a detail not picked yet); a presented split layer whose columns are all empty is
/// dismissed.
open class SplitCoordinator<Route: NavigationRoute>: Coordinator<Route> {
  /// The columns, sidebar first: `[.sidebar, .detail]` or `[.sidebar, .content, .detail]`.
  public let columns: [SplitColumn]
  /// The columns' routes, in the order of ``columns``.
  public let columnRoutes: [Route]
  /// The routes, erased once: the store reads them on every walk of a path.
  private let erasedRoutes: [AnyRoute]
  /// The column selected when the container starts.
  public let initialColumn: SplitColumn

  /// Creates a container with a sidebar, an optional content column and a detail column, each
  /// shown by its route's destination when the container starts.
  ///
  /// The routes must differ: a path names a column by its route. `selected` is the column
  /// selected at the start; a column the split does not have selects the sidebar.
  public init(
    sidebar: Route, content: Route? = nil, detail: Route, selected: SplitColumn = .sidebar
  ) {
    let routes = [sidebar, content, detail].compactMap { $0 }
    precondition(Set(routes.map(AnyRoute.init)).count == routes.count, "column routes repeat")
    self.columns = content == nil ? [.sidebar, .detail] : [.sidebar, .content, .detail]
    self.columnRoutes = routes
    self.erasedRoutes = routes.map(AnyRoute.init)
    self.initialColumn = columns.contains(selected) ? selected : .sidebar
    super.init()
  }

  /// The column the user last acted in, or the container last showed into.
  public var selectedColumn: SplitColumn? {
    store?.selectedColumn(of: self)
  }

  /// Empties the detail column and shows `route` there, as a pick in the sidebar does; the
  /// detail column becomes the selected one.
  ///
  /// - Throws: ``NavigationError/coordinatorNotActive(_:)`` when the container does not run.
  public final func showDetail(_ route: Route) throws(NavigationError) {
    try show(route, in: .detail)
  }

  /// Empties a column and shows `route` there; the column becomes the selected one.
  ///
  /// What the column showed leaves as a code change: its coordinators finish, modals presented
  /// from it are dismissed. Guards are not asked, as for any change the app makes.
  ///
  /// - Throws: ``NavigationError/coordinatorNotActive(_:)`` when the container does not run,
  ///   ``NavigationError/routeNotShown(route:)`` when it has no such column.
  /// - Complexity: O(*k*) in the number of screens that leave.
  public final func show(_ route: Route, in column: SplitColumn) throws(NavigationError) {
    guard let store else { throw .coordinatorNotActive(name) }
    _ = try store.execute(.coordinator(.showInColumn(AnyRoute(route), column), from: self))
  }

  /// Selects a column, as the user does by acting in it.
  ///
  /// - Throws: ``NavigationError/coordinatorNotActive(_:)`` when the container does not run,
  ///   ``NavigationError/routeNotShown(route:)`` when the split has no such column.
  public final func select(_ column: SplitColumn) throws(NavigationError) {
    guard let store else { throw .coordinatorNotActive(name) }
    guard let index = columns.firstIndex(of: column) else {
      throw .routeNotShown(route: column.rawValue)
    }
    _ = try store.execute(.coordinator(.selectTab(erasedRoutes[index]), from: self))
  }

  override var containerLayout: ContainerLayout? {
    ContainerLayout(
      kind: .split(columns), routes: erasedRoutes,
      initialIndex: columns.firstIndex(of: initialColumn) ?? 0)
  }
}
