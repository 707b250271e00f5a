import Coordination

/// The tabs of a small shop: browsing (a flow of its own) and the cart (one screen).
enum ShopTab: NavigationRoute {
  case browse
  case cart
}

/// The screens of the browsing flow; an item's name is user data.
enum ShopRoute: NavigationRoute {
  case list
  case item(name: String)
}

/// A tab container, the shop's root.
final class ShopTabs: TabCoordinator<ShopTab> {
  init() { super.init(tabs: [.browse, .cart]) }

  override func destination(for route: ShopTab) -> Destination {
    switch route {
    case .browse: .flow(BrowseCoordinator())
    case .cart: .screen(nil)
    }
  }
}

/// The browsing flow: a list, then items pushed onto the same tab.
final class BrowseCoordinator: Coordinator<ShopRoute> {
  override func start() { show(.list) }
  override func destination(for route: ShopRoute) -> Destination { .screen(nil) }
}
