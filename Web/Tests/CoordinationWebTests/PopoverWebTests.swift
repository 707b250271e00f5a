import Coordination
import CoordinationWeb
import Testing

// A map whose filters open as a popover anchored to their button, a share popover whose anchor
// no element names, and a note popover that refuses to be left.

enum MapRoute: NavigationRoute {
  case map
  case filters
  case share
  case note
}

@MainActor
final class MapModel {
  weak var coordinator: MapCoordinator?
  init(coordinator: MapCoordinator) { self.coordinator = coordinator }
}

final class MapPopoverModel {
  let name: String
  init(name: String) { self.name = name }
}

final class MapNoteModel: LeaveGuard {
  var hasChanges = true
  func canLeave(cause: NavigationCause) -> Bool { !hasChanges }
}

final class MapCoordinator: Coordinator<MapRoute> {
  override func start() { show(.map) }

  override func destination(for route: MapRoute) -> Destination {
    switch route {
    case .map: .screen(MapModel(coordinator: self))
    case .note: .screen(MapNoteModel())
    default: .screen(MapPopoverModel(name: "\(route)"))
    }
  }

  override func sheetOptions(for route: MapRoute) -> SheetOptions {
    switch route {
    case .filters: SheetOptions(detents: [.medium], popoverAnchor: "filters")
    case .share: SheetOptions(popoverAnchor: "nowhere")
    default: SheetOptions()
    }
  }
}

enum MapWeb {
  static func app() throws -> WebApp {
    var routes = RouteCodec()
    try routes.register(MapRoute.self, as: "map")
    var views = ViewRegistry()
    views.register(
      ScreenView<MapModel>(title: { _ in "Map" }) { _, context in
        """
        <p class="legend"\(context.popoverAnchor("filters"))>Filters</p>\
        \(context.button("Filters", action: "filters"))\(context.button("Share", action: "share"))\
        \(context.button("Note", action: "note"))
        """
      }
      .action("filters") { model, _ in model.coordinator?.present(.filters, style: .popover) }
      .action("share") { model, _ in model.coordinator?.present(.share, style: .popover) }
      .action("note") { model, _ in model.coordinator?.present(.note, style: .popover) })
    views.register(
      ScreenView<MapPopoverModel>(title: { $0.name }) { model, _ in "<p>\(model.name)</p>" })
    views.register(ScreenView<MapNoteModel>(title: { _ in "Note" }) { _, _ in "" })
    return WebApp(title: "Map", routes: routes, views: views) {
      WebAppSession(root: MapCoordinator())
    }
  }
}

/// Popovers in the browser, in process: a dialog marked as a popover, placed against the element
/// the app names on a wide viewport (a bottom sheet on a narrow one, by the stylesheet), closed
/// by its close link or a click outside it, with the guards asked; no JavaScript needed.
@Suite struct PopoverWebTests {
  private func withMap(_ body: @escaping @Sendable (BrowserClient) async throws -> Void)
    async throws
  {
    let host = WebHost(
      app: try MapWeb.app(),
      configuration: .init(sessionLimits: .init(capacity: 10, timeToLive: .seconds(60))))
    try await host.application().inProcess { client in
      let browser = BrowserClient(client)
      try await browser.open("/")
      try await body(browser)
    }
  }

  @Test func aPopoverIsADialogAnchoredToTheElementTheAppNames() async throws {
    try await withMap { browser in
      #expect(browser.page.html.contains("<p class=\"legend\" data-popover-anchor=\"filters\">"))
      try await browser.act("filters")
      #expect(browser.path == "/map.map/~popover/map.filters")
      let html = browser.page.html
      #expect(browser.page.title == "filters")
      #expect(
        html.contains(
          "<p class=\"legend\" data-popover-anchor=\"filters\" data-popover-anchor-shown>"))
      #expect(html.contains("<dialog open class=\"layer layer-popover anchored\" id=\"layer-1\""))
      #expect(html.contains("<div class=\"layer layer-root\" id=\"layer-0\" inert>"))
      // A click outside follows the scrim, a link to the place under the popover.
      #expect(
        html.contains(
          "<a class=\"scrim\" href=\"/map.map\" data-close=\"outside\" tabindex=\"-1\""))
      #expect(browser.page.link("close") == "/map.map")
      #expect(!html.contains("onclick"))

      try await browser.open("/map.map")
      #expect(browser.page.title == "Map")
      #expect(!browser.page.html.contains("<dialog"))
      #expect(!browser.page.html.contains("data-popover-anchor-shown"))
    }
  }

  @Test func aPopoverWhoseAnchorNoElementNamesStillShows() async throws {
    try await withMap { browser in
      try await browser.act("share")
      #expect(browser.path == "/map.map/~popover/map.share")
      #expect(
        browser.page.html.contains("<dialog open class=\"layer layer-popover\" id=\"layer-1\""))
      #expect(!browser.page.html.contains("data-popover-anchor-shown"))
      #expect(browser.page.title == "share")
    }
  }

  @Test func aClickOutsideIsRefusedByAGuardAndTheStylesheetPlacesPopovers() async throws {
    try await withMap { browser in
      try await browser.act("note")
      let outside = try #require(browser.page.captures("class=\"scrim\" href=\"([^\"]*)\"").first)
      let refused = try await browser.fetch(outside)
      #expect(refused.status == 409)
      #expect(refused.title == "Note")
      #expect(refused.html.contains("layer-popover"))

      let style = try await browser.fetch("/_/style.css").html
      #expect(style.contains("[data-popover-anchor-shown] { anchor-name: --popover-anchor; }"))
      #expect(style.contains("position-anchor: --popover-anchor"))
    }
  }
}
