/// Draws a ``NavigationPicture`` as an SVG document: the coordinator tree with each
/// coordinator's screens, the layers with their tabs, the leaked coordinators and the recent
/// updates with their causes.
///
/// The output is a standalone `<svg>` element, well-formed XML that is also valid inline in
/// HTML. Route descriptions and names are escaped; styling is done with presentation
/// attributes only, so a strict `Content-Security-Policy` (no inline styles, no scripts) allows
/// it. Elements carry classes that say what they show, for tools and tests, all prefixed with
/// `nav-` so that a page's stylesheet never styles them by accident: `nav-coordinator`,
/// `nav-name`, `nav-screen` (with `nav-top` for the one the user sees), `nav-layer`, `nav-tab`
/// (with `nav-selected`), `nav-leaked`, `nav-event`.
///
/// ```swift
/// let svg = NavigationPictureSVG.render(NavigationPicture(store: store))
/// try svg.write(to: URL(filePath: "navigation.svg"), atomically: true, encoding: .utf8)
/// ```
public enum NavigationPictureSVG {
  /// The width of the drawing, in pixels.
  public static let width: Double = 480
  /// The most recent updates drawn; older ones are left out.
  public static let updatesShown = 12

  static let margin: Double = 16
  static let accent = "#2563eb"
  static let danger = "#dc2626"
  static let muted = "#64748b"
  static let line = "#cbd5e1"

  /// The SVG document of a picture.
  ///
  /// - Complexity: O(*n*) in the number of coordinators, screens, leaks and events shown.
  public static func render(_ picture: NavigationPicture) -> String {
    var drawing = SVGDrawing(width: width)
    drawing.y = margin
    heading("Coordinators", in: &drawing)
    if let root = picture.root {
      tree(root, in: &drawing)
    } else {
      drawing.text("No coordinator is running.", x: margin, y: drawing.y + 14, color: muted)
      drawing.y += 24
    }
    if !picture.leakedCoordinators.isEmpty {
      heading("Leaked (finished, still alive)", in: &drawing, color: danger)
      for leak in picture.leakedCoordinators { self.leak(leak, in: &drawing) }
    }
    heading("Layers", in: &drawing)
    for layer in picture.layers { self.layer(layer, in: &drawing) }
    if !picture.recent.isEmpty {
      heading("Recent updates", in: &drawing)
      updates(picture.recent, in: &drawing)
    }
    return drawing.document(title: "Navigation", margin: margin - 8)
  }

  static func heading(_ title: String, in drawing: inout SVGDrawing, color: String = "#0f172a") {
    drawing.y += 8
    drawing.text(
      title.uppercased(), x: margin, y: drawing.y + 12, size: 11, color: color, bold: true,
      className: "nav-heading")
    drawing.y += 22
  }

  /// The tree, one box per coordinator indented by depth, with connectors to the parent.
  static func tree(_ root: NavigationPicture.Coordinator, in drawing: inout SVGDrawing) {
    var anchors: [Int: Double] = [:]  // depth → the x of the last box's connector
    var lastTop: [Int: Double] = [:]  // depth → the bottom of the last box at that depth
    for (depth, node) in root.flattened {
      let x = margin + Double(depth) * 22
      let top = drawing.y
      let height = 30 + Double(node.screens.count) * 18
      if depth > 0, let parentX = anchors[depth - 1], let parentBottom = lastTop[depth - 1] {
        drawing.elbow(x: parentX, top: parentBottom, bottom: top + 15, toX: x, stroke: line)
      }
      coordinatorBox(node, x: x, top: top, height: height, in: &drawing)
      anchors[depth] = x + 10
      lastTop[depth] = top + height
      drawing.y += height + 8
    }
  }

  static func coordinatorBox(
    _ node: NavigationPicture.Coordinator, x: Double, top: Double, height: Double,
    in drawing: inout SVGDrawing
  ) {
    let boxWidth = width - margin - x
    drawing.open(className: "nav-coordinator", id: node.id.description)
    drawing.rect(x: x, y: top, width: boxWidth, height: height, fill: "#ffffff", stroke: line)
    drawing.text(
      node.name, x: x + 10, y: top + 19, size: 13, bold: true, maxWidth: boxWidth - 60,
      className: "nav-name")
    drawing.text(
      node.id.description, x: x + boxWidth - 10, y: top + 19, size: 11, color: muted,
      anchor: "end")
    for (index, screen) in node.screens.enumerated() {
      self.screen(
        screen, x: x + 10, y: top + 26 + Double(index) * 18, width: boxWidth - 20, in: &drawing)
    }
    drawing.close()
  }

  /// One screen's line: its route, highlighted when the user sees it.
  static func screen(
    _ screen: NavigationPicture.ScreenItem, x: Double, y: Double, width: Double,
    in drawing: inout SVGDrawing
  ) {
    if screen.isTop {
      drawing.rect(
        x: x - 4, y: y, width: width + 8, height: 17, fill: "#dbeafe", radius: 4,
        className: "nav-screen nav-top")
    }
    drawing.text(
      screen.route, x: x, y: y + 13, size: 12, color: screen.isTop ? accent : "#334155",
      bold: screen.isTop, monospace: true, maxWidth: width - 30,
      className: screen.isTop ? "nav-screen nav-top" : "nav-screen")
    drawing.text(
      screen.id.description, x: x + width, y: y + 13, size: 10, color: muted, anchor: "end")
  }
}
