import Coordination

/// Writes the page for a navigation state: every layer's top screen, with its navigation bar,
/// back link, tab bar and close control.
///
/// The layer on top is live; the layers under a sheet stay visible but inert, and those under
/// a full-screen cover are hidden. Back, close and tab links are plain links to the URLs of
/// the states they lead to, so they work without JavaScript and the browser's own Back and
/// Forward mean the same.
@MainActor
struct PageRenderer {
  let app: WebApp
  let store: NavigationStore
  let csrf: String
  let actionPath: String
  /// Writes the URL path of a path of routes (the session's, which keeps recent ones).
  let urlPath: ([PathStep]) -> String?
  /// The navigation inspector's panel, shown beside the app when the inspector is on.
  var inspectorPanel: HTML? = nil

  /// The whole document.
  func page(notice: String?) -> HTML {
    let layers = store.state.layers
    let coveredBelow = layers.lastIndex { $0.style == .fullScreen } ?? 0
    var rendered: [HTML] = []
    for index in layers.indices {
      // A popover is placed next to its anchor only when the screen under it declares it.
      let anchorAttribute = ScreenContext.shownAnchorAttribute.markup
      let anchored = index > 0 && rendered[index - 1].markup.contains(anchorAttribute)
      rendered.append(
        layer(
          at: index, isTop: index == layers.count - 1, isCovered: index < coveredBelow,
          anchored: anchored))
    }
    let title = store.state.topScreen.flatMap { self.title(of: $0) } ?? app.title
    let banner: HTML =
      notice.map { "<p class=\"notice\" role=\"alert\" id=\"notice\">\($0)</p>" } ?? .empty
    guard let inspectorPanel else {
      return Self.document(title: "\(title) · \(app.title)", body: "\(banner)\(rendered)")
    }
    return Self.document(
      title: "\(title) · \(app.title)", body: "\(banner)\(rendered)\(inspectorPanel)",
      bodyClass: "inspecting")
  }

  /// A whole document around a body.
  nonisolated static func document(title: String, body: HTML, bodyClass: String? = nil) -> HTML {
    let bodyTag: HTML = bodyClass.map { "<body class=\"\($0)\">" } ?? "<body>"
    return """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8">\
      <meta name="viewport" content="width=device-width, initial-scale=1">\
      <title>\(title)</title><link rel="stylesheet" href="/_/style.css">\
      <script src="/_/app.js" defer></script></head>
      \(bodyTag)\(body)</body></html>
      """
  }

  /// A page that explains a refused request and links somewhere useful.
  nonisolated static func problem(title: String, reason: String, link: String, linkLabel: String)
    -> HTML
  {
    document(
      title: title,
      body: """
        <div class="layer layer-root problem"><header class="bar"><div class="bar-inner">\
        <span class="bar-side"></span><h1>\(title)</h1><span class="bar-side"></span></div></header>\
        <main class="screen"><p class="reason">\(reason)</p>\
        <p><a class="primary-link" href="\(link)">\(linkLabel)</a></p></main></div>
        """)
  }

  private func layer(at index: Int, isTop: Bool, isCovered: Bool, anchored: Bool) -> HTML {
    let layer = store.state.layers[index]
    if layer.style.isQuestion, let screen = layer.visibleStack?.screens.first,
      let model = store.model(for: screen.id) as? AlertModel
    {
      return QuestionRenderer(csrf: csrf, actionPath: actionPath)
        .dialog(model, layer: layer.id, index: index, isTop: isTop)
    }
    let stack = layer.visibleStack
    let screens = stack?.screens ?? []
    let top = screens.last
    let topTitle = top.flatMap { title(of: $0) } ?? ""
    var leading: HTML = "<span class=\"bar-side\"></span>"
    if screens.count >= 2 {
      let below = screens[screens.count - 2]
      if let url = url(to: below.id) {
        leading = """
          <a class="bar-side back" href="\(url)" rel="prev" aria-label="Back to \(title(of: below) ?? "the previous screen")">\
          ‹ \(title(of: below) ?? "Back")</a>
          """
      }
    }
    var trailing: HTML = "<span class=\"bar-side\"></span>"
    let closeURL = self.closeURL(ofLayerAt: index)
    if let closeURL {
      trailing = "<a class=\"bar-side close\" href=\"\(closeURL)\" aria-label=\"Close\">Close</a>"
    }
    let content: HTML
    if let top {
      content = body(of: top)
    } else {
      content = "<p class=\"empty\">Nothing to show here.</p>"
    }
    let tabs: HTML = layer.isTabbed ? tabBar(layer) : .empty
    let screenID = top.map { String($0.id.rawValue) } ?? ""
    // One <main> per page, the root layer's: a dialog holds no <main> (HTML's content model).
    let element: HTML = index == 0 ? "main" : "div"
    let inner: HTML = """
      <header class="bar"><div class="bar-inner">\(leading)<h1 id="title-\(String(index))">\(topTitle)</h1>\(trailing)</div></header>\
      <\(element) class="screen" data-screen="\(screenID)" data-route="\(top?.route.description ?? "")">\(content)</\(element)>\(tabs)
      """
    var classes = "layer layer-\(layer.style.rawValue)"
    if isCovered { classes += " covered" }
    if anchored && layer.style == .popover { classes += " anchored" }
    let inert: HTML = isTop ? .empty : " inert"
    if index == 0 {
      return "<div class=\"\(classes)\" id=\"layer-0\"\(inert)>\(inner)</div>"
    }
    return """
      \(scrim(for: layer, isTop: isTop, closeURL: closeURL))<dialog open class="\(classes)" \
      id="layer-\(String(index))" aria-modal="true" aria-labelledby="title-\(String(index))"\
      \(inert)>\(inner)</dialog>
      """
  }

  /// The URL of the place under a modal layer: its close link's.
  private func closeURL(ofLayerAt index: Int) -> String? {
    guard index > 0, let below = store.state.layers[index - 1].visibleStack?.top else {
      return nil
    }
    return url(to: below.id)
  }

  /// What lies around a modal layer: a shade, and for the popover on top a link to the place
  /// under it, so that a click outside the popover closes it as a tap outside does on iOS
  /// (reported as the user's navigation, the guards asked, without JavaScript).
  private func scrim(for layer: PresentationLayer, isTop: Bool, closeURL: String?) -> HTML {
    guard layer.style == .popover, isTop, let closeURL else { return "<div class=\"scrim\"></div>" }
    return """
      <a class="scrim" href="\(closeURL)" data-close="outside" tabindex="-1" aria-hidden="true"></a>
      """
  }

  private func tabBar(_ layer: PresentationLayer) -> HTML {
    let links = layer.stacks.enumerated().map { index, stack -> HTML in
      let label = stack.screens.first.flatMap { title(of: $0) } ?? stack.tab?.description ?? "Tab"
      let selected = index == layer.selectedIndex
      let current: HTML = selected ? " aria-current=\"page\"" : .empty
      guard let url = tabURL(layer, index: index) else {
        return "<span class=\"tab\">\(label)</span>"
      }
      return "<a class=\"tab\" href=\"\(url)\"\(current)>\(label)</a>"
    }
    return "<nav class=\"tabbar\" aria-label=\"Tabs\">\(links)</nav>"
  }

  /// The URL a tab's link leads to. Another tab's is the address of the screen on top of its
  /// stack, so switching tabs keeps each tab's screens, as a tab bar does. The selected tab's
  /// is the path up to its route, that is its first screen: following it is the re-tap that
  /// goes back there, with the guards asked.
  private func tabURL(_ layer: PresentationLayer, index: Int) -> String? {
    guard let visible = layer.visibleStack, let selectedTab = visible.tab,
      let tab = layer.stacks[index].tab
    else { return nil }
    if index != layer.selectedIndex, let top = layer.stacks[index].screens.last,
      let path = store.path(to: top.id)
    {
      return urlPath(path)
    }
    let through = visible.screens.first.flatMap { store.path(to: $0.id) } ?? store.currentPath
    guard let steps = through, let position = steps.lastIndex(where: { $0.route == selectedTab })
    else { return nil }
    var path = Array(steps[..<position])
    path.append(PathStep(erased: tab, presentation: steps[position].presentation))
    return urlPath(path)
  }

  /// The URL of the state with `screen` on top.
  func url(to screen: ScreenID) -> String? {
    store.path(to: screen).flatMap(urlPath)
  }

  private func title(of screen: Screen) -> String? {
    guard let model = store.model(for: screen.id) else { return nil }
    return app.views.view(for: model)?.title(model)
  }

  private func body(of screen: Screen) -> HTML {
    guard let model = store.model(for: screen.id) else {
      return "<p class=\"missing-view\">This screen (\(screen.route.description)) has no model.</p>"
    }
    guard let view = app.views.view(for: model) else {
      return """
        <p class="missing-view">No view is registered for \(String(describing: type(of: model))).</p>
        """
    }
    let anchors = store.state.layers.compactMap { layer in
      layer.style == .popover && layer.presenter == screen.id
        ? layer.sheetOptions.popoverAnchor : nil
    }
    let context = ScreenContext(
      screen: screen.id, csrf: csrf, actionPath: actionPath, shownPopoverAnchors: Set(anchors))
    return view.body(model, context) ?? .empty
  }
}
