import Coordination
import CoordinationLinks
import CoordinationWeb

// A small app that uses everything the web host must show: pushes, a child flow whose result
// the root awaits, a sheet, a tab container and a screen that refuses to be left.

enum ShopRoute: NavigationRoute {
  case home
  case item(Int)
  case checkout
  case settings
  case tabs
  case draft
  case note(String)
}

enum CheckoutRoute: NavigationRoute {
  case cart
  case payment(method: String)
}

enum ShopTab: NavigationRoute {
  case featured
  case saved
  case browse
}

/// The screens of the browse tab, a stack of its own.
enum BrowseRoute: NavigationRoute {
  case shelf
  case book(Int)
  case draft
}

@MainActor
final class ShopHomeModel {
  weak var coordinator: ShopCoordinator?
  var results: [String] { coordinator?.results ?? [] }
  init(coordinator: ShopCoordinator) { self.coordinator = coordinator }
}

@MainActor
final class ItemModel {
  let id: Int
  let name: String
  weak var coordinator: ShopCoordinator?
  init(id: Int, name: String, coordinator: ShopCoordinator) {
    self.id = id
    self.name = name
    self.coordinator = coordinator
  }
}

/// A screen whose route carries the text the user typed, so its URL is as long as the text.
final class NoteModel {
  let text: String
  init(text: String) { self.text = text }
}

final class CartModel {
  weak var flow: CheckoutFlow?
  init(flow: CheckoutFlow) { self.flow = flow }
}

final class PaymentModel {
  let method: String
  weak var flow: CheckoutFlow?
  init(method: String, flow: CheckoutFlow) {
    self.method = method
    self.flow = flow
  }
}

/// A form whose name survives a restart of the host (it is saved with the session's record).
@MainActor
final class SettingsModel: RestorableScreenModel {
  var name = "Ann"

  struct Saved: RestorableState { var name: String }
  var restorableState: Saved { Saved(name: name) }
  func restore(_ state: Saved) { name = state.name }
}

final class TabPageModel {
  let tab: ShopTab
  init(tab: ShopTab) { self.tab = tab }
}

@MainActor
final class ShelfModel {
  weak var flow: BrowseCoordinator?
  init(flow: BrowseCoordinator) { self.flow = flow }
}

final class BookModel {
  let number: Int
  init(number: Int) { self.number = number }
}

/// A form with unsaved changes: it refuses to be left while `hasChanges` is set.
final class DraftModel: LeaveGuard {
  var hasChanges = false
  func canLeave(cause: NavigationCause) -> Bool { !hasChanges }
}

final class ShopCoordinator: Coordinator<ShopRoute> {
  var results: [String] = []

  override func start() { show(.home) }

  override func destination(for route: ShopRoute) -> Destination {
    switch route {
    case .home: .screen(ShopHomeModel(coordinator: self))
    case .item(let id):
      id == 404
        ? .unavailable("item 404 is sold out")
        : .screen(ItemModel(id: id, name: "Item <\(id)> & \"friends\"", coordinator: self))
    case .checkout: .flow(CheckoutFlow())
    case .settings: .screen(SettingsModel())
    case .tabs: .flow(ShopTabs())
    case .draft: .screen(DraftModel())
    case .note(let text): .screen(NoteModel(text: text))
    }
  }

  func checkout() {
    run(.checkout, as: String.self) { [weak self] result in
      switch result {
      case .success(let value): self?.results.append("paid with \(value)")
      case .failure(let error as FlowCancelled): self?.results.append("cancelled by \(error.cause)")
      case .failure(let error): self?.results.append("failed: \(error)")
      }
    }
  }
}

final class CheckoutFlow: FlowCoordinator<CheckoutRoute, String> {
  override func start() { show(.cart) }

  override func destination(for route: CheckoutRoute) -> Destination {
    switch route {
    case .cart: .screen(CartModel(flow: self))
    case .payment(let method): .screen(PaymentModel(method: method, flow: self))
    }
  }
}

final class ShopTabs: TabCoordinator<ShopTab> {
  init() { super.init(tabs: [.featured, .saved, .browse]) }

  override func destination(for route: ShopTab) -> Destination {
    route == .browse ? .flow(BrowseCoordinator()) : .screen(TabPageModel(tab: route))
  }
}

/// The browse tab: a shelf that pushes books and a draft that may refuse to be left.
final class BrowseCoordinator: Coordinator<BrowseRoute> {
  override func start() { show(.shelf) }

  override func destination(for route: BrowseRoute) -> Destination {
    switch route {
    case .shelf: .screen(ShelfModel(flow: self))
    case .book(let number): .screen(BookModel(number: number))
    case .draft: .screen(DraftModel())
    }
  }
}

/// The shop as a web app.
enum ShopWeb {
  /// An item, which pushes the next one, and a note, whose URL is as long as its text.
  static func registerItemAndNote(in views: inout ViewRegistry) {
    views.register(
      ScreenView<ItemModel>(title: { $0.name }) { model, context in
        "<p class=\"name\">\(model.name)</p>\(context.button("Next", action: "next"))"
      }
      .action("next") { model, _ in model.coordinator?.show(.item(model.id + 1)) })
    views.register(
      ScreenView<NoteModel>(title: { _ in "Note" }) { model, _ in
        "<p class=\"note\">\(model.text)</p>"
      })
  }

  /// The browse tab's shelf, which pushes a book or a draft, and its book.
  static func registerBrowse(in views: inout ViewRegistry) {
    views.register(
      ScreenView<ShelfModel>(title: { _ in "Shelf" }) { _, context in
        "\(context.button("Book 1", action: "book"))\(context.button("Draft", action: "draft"))"
      }
      .action("book") { model, _ in model.flow?.show(.book(1)) }
      .action("draft") { model, _ in model.flow?.show(.draft) })
    views.register(ScreenView<BookModel>(title: { "Book \($0.number)" }) { _, _ in "" })
  }

  static func app() throws -> WebApp {
    var routes = RouteCodec()
    try routes.register(ShopRoute.self, as: "shop")
    try routes.register(CheckoutRoute.self, as: "checkout")
    try routes.register(ShopTab.self, as: "tab")
    try routes.register(BrowseRoute.self, as: "browse")
    var views = ViewRegistry()
    views.register(
      ScreenView<ShopHomeModel>(title: { _ in "Shop" }) { model, context in
        """
        <ul class="results">\(model.results.map { "<li>\($0)</li>" as HTML })</ul>\
        \(context.button("Item 1", action: "item", fields: ["id": "1"]))\
        \(context.button("Checkout", action: "checkout"))\
        \(context.button("Settings", action: "settings"))\
        \(context.button("Tabs", action: "tabs"))\
        \(context.button("Draft", action: "draft"))
        """
      }
      .action("item") { model, form in model.coordinator?.show(.item(try form.int("id"))) }
      .action("checkout") { model, _ in model.coordinator?.checkout() }
      .action("settings") { model, _ in model.coordinator?.present(.settings, style: .sheet) }
      .action("tabs") { model, _ in model.coordinator?.show(.tabs) }
      .action("draft") { model, _ in model.coordinator?.show(.draft) }
      .action("note") { model, form in model.coordinator?.show(.note(try form.string("text"))) })
    registerItemAndNote(in: &views)
    views.register(
      ScreenView<CartModel>(title: { _ in "Cart" }) { _, context in
        context.button("Pay by card", action: "pay", fields: ["method": "card"])
      }
      .action("pay") { model, form in model.flow?.show(.payment(method: try form.string("method")))
      }
    )
    views.register(
      ScreenView<PaymentModel>(title: { "Pay by \($0.method)" }) { _, context in
        context.button("Confirm", action: "confirm")
      }
      .action("confirm") { model, _ in model.flow?.finish(with: model.method) })
    views.register(
      ScreenView<SettingsModel>(title: { _ in "Settings" }) { model, context in
        context.form(action: "rename", submit: "Save") {
          context.field("Name", name: "name", value: model.name)
        }
      }
      .action("rename") { model, form in model.name = try form.string("name") })
    views.register(ScreenView<TabPageModel>(title: { "\($0.tab)".capitalized }) { _, _ in "" })
    registerBrowse(in: &views)
    views.register(
      ScreenView<DraftModel>(title: { _ in "Draft" }) { _, context in
        context.button("Type something", action: "type")
      }
      .action("type") { model, _ in model.hasChanges = true })
    return WebApp(title: "Shop", routes: routes, views: views) {
      var links = DeepLinkMap(schemes: ["shop"])
      try? links.register("items/:id") { parameters in
        [ShopRoute.home, ShopRoute.item(try parameters.int("id"))]
      }
      return WebAppSession(root: ShopCoordinator(), deepLinks: links)
    }
  }
}
