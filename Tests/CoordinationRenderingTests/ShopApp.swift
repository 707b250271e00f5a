import Coordination

// A small app for the rendering tests: pages pushed on a stack, a child flow, sheets and
// full-screen modals, tabs, and a screen that refuses to be left.

enum ShopRoute: NavigationRoute {
  case home
  case page(Int)
  case guarded
  case flow
  case tabs
}

enum ShopTab: NavigationRoute {
  case catalogue
  case cart
}

/// A screen model.
final class PageModel {
  let name: String
  init(_ name: String) { self.name = name }
}

/// A screen model that refuses to be left until told otherwise.
final class GuardModel: LeaveGuard {
  var allowsLeaving = false
  func canLeave(cause: NavigationCause) -> Bool { allowsLeaving }
}

/// Pushes pages, starts flows like itself, shows tabs.
final class ShopCoordinator: Coordinator<ShopRoute> {
  let isRoot: Bool
  init(isRoot: Bool = true) { self.isRoot = isRoot }

  override func start() { show(isRoot ? .home : .page(0)) }

  override func destination(for route: ShopRoute) -> Destination {
    switch route {
    case .home, .page: .screen(PageModel("\(route)"))
    case .guarded: .screen(GuardModel())
    case .flow: .flow(ShopCoordinator(isRoot: false))
    case .tabs: .flow(ShopTabs())
    }
  }
}

/// Two tabs, each a flow that starts with a page.
final class ShopTabs: TabCoordinator<ShopTab> {
  init() { super.init(tabs: [.catalogue, .cart]) }

  override func destination(for route: ShopTab) -> Destination {
    .flow(ShopCoordinator(isRoot: false))
  }
}

/// The running child of `parent` that `route` started.
func child(_ route: some NavigationRoute, of parent: AnyCoordinator) -> AnyCoordinator? {
  parent.children.first { $0.route == AnyRoute(route) }
}
