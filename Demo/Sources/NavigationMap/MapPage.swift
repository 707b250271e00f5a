/// A page of the web host, read as the explorer needs it: the top layer's title, the screen
/// its forms act on, its forms and links as moves, and an error page's reason.
///
/// The host writes well-formed markup with every attribute value in double quotes and no
/// nested forms, so a small scanner is enough. Only the top layer is read: layers under a
/// sheet are inert, and the inspector's panel is not part of the app.
struct MapPage {
  /// The markup of the top layer.
  let top: Substring
  /// The whole markup, for error pages and notices.
  let html: String

  init(html: String) {
    self.html = html
    var app = html[...]
    if let panel = html.range(of: "<aside class=\"inspector\"") {
      app = html[..<panel.lowerBound]
    }
    if let layer = app.range(of: "class=\"layer ", options: .backwards) {
      app = app[layer.lowerBound...]
    }
    top = app
  }

  /// The title of the top layer's navigation bar (an error page's title on an error page).
  var title: String {
    MarkupScanner.elements("h1", in: top).last.map { MarkupScanner.text(of: $0.inner) } ?? ""
  }

  /// The identity of the screen the top layer shows, which its forms post back.
  var screen: String? {
    guard let start = top.range(of: "data-screen=\""),
      let end = top.range(of: "\"", range: start.upperBound..<top.endIndex)
    else { return nil }
    return String(top[start.upperBound..<end.lowerBound])
  }

  /// The reason an error page gives, if this is one.
  var reason: String? {
    guard let start = html.range(of: "<p class=\"reason\">"),
      let end = html.range(of: "</p>", range: start.upperBound..<html.endIndex)
    else { return nil }
    return MarkupScanner.text(of: html[start.upperBound..<end.lowerBound])
  }

  /// The notice above the page, such as why a move was refused.
  var notice: String? {
    guard let start = html.range(of: "id=\"notice\">"),
      let end = html.range(of: "</p>", range: start.upperBound..<html.endIndex)
    else { return nil }
    return MarkupScanner.text(of: html[start.upperBound..<end.lowerBound])
  }

  /// Whether a screen of the page has no model or no view.
  var hasMissingView: Bool { html.contains("class=\"missing-view\"") }

  /// The moves of the top layer: each form once per sample that fills it (once when it has
  /// no fields), at most `rowsPerAction` forms of one action (a list's rows), and the back,
  /// close and tab links.
  func moves(samples: [MapSample], rowsPerAction: Int) -> [MapMove] {
    var perAction: [String: Int] = [:]
    var moves: [MapMove] = []
    for form in MarkupScanner.elements("form", in: top) {
      let read = MapForm(form)
      let key = read.actionName ?? read.target
      perAction[key, default: 0] += 1
      guard perAction[key, default: 0] <= rowsPerAction else { continue }
      moves.append(contentsOf: read.moves(samples: samples))
    }
    return moves + links
  }

  /// The back link, the close control and the tabs not selected, as moves.
  private var links: [MapMove] {
    MarkupScanner.elements("a", in: top).compactMap { link in
      let attributes = link.attributes
      guard let href = MarkupScanner.attribute("href", in: attributes) else { return nil }
      let kind = MarkupScanner.attribute("class", in: attributes) ?? ""
      let isBack = MarkupScanner.attribute("rel", in: attributes) == "prev"
      let isClose = kind.contains("close")
      let isTab = kind == "tab" && MarkupScanner.attribute("aria-current", in: attributes) == nil
      guard isBack || isClose || isTab else { return nil }
      return MapMove(kind: .get(href), label: MarkupScanner.text(of: link.inner))
    }
  }
}
