import Coordination

// A shop laid out as a split view: departments in the sidebar, an item in the detail.

enum SplitShopRoute: NavigationRoute {
  case departments, shelf, noItem
  case item(Int)
}

/// The shop's split container: what it shows replaces a column.
final class SplitShop: SplitCoordinator<SplitShopRoute> {
  init(threeColumns: Bool) {
    super.init(sidebar: .departments, content: threeColumns ? .shelf : nil, detail: .noItem)
  }

  override func destination(for route: SplitShopRoute) -> Destination {
    switch route {
    case .departments: .flow(ShopCoordinator())
    case .shelf, .item: .flow(ShopCoordinator(isRoot: false))
    case .noItem: .screen(PageModel("no item"))
    }
  }
}
