/// The elements of an SVG document being drawn top to bottom, with the height used so far.
///
/// Every text and attribute value goes through ``XMLEscaping``; callers pass plain text.
struct SVGDrawing {
  /// The document's width in user units (pixels).
  let width: Double
  /// The next free vertical position.
  var y: Double = 0
  private(set) var elements: [String] = []

  /// A rectangle, with a dashed outline when `dashed`.
  mutating func rect(
    x: Double, y: Double, width: Double, height: Double, fill: String, stroke: String? = nil,
    radius: Double = 6, className: String? = nil, dashed: Bool = false
  ) {
    var attributes = "x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(height))\""
    attributes += " rx=\"\(n(radius))\" fill=\"\(fill)\""
    if let stroke { attributes += " stroke=\"\(stroke)\" stroke-width=\"1.5\"" }
    if dashed { attributes += " stroke-dasharray=\"5 3\"" }
    if let className { attributes += " class=\"\(XMLEscaping.escape(className))\"" }
    elements.append("<rect \(attributes)/>")
  }

  /// A line of text, shortened with `…` to fit `maxWidth` (the full text is its tooltip);
  /// `anchor` is SVG's `text-anchor` (`middle`, `end`), the start by default.
  mutating func text(
    _ content: String, x: Double, y: Double, size: Double = 12, color: String = "#1e293b",
    bold: Bool = false, monospace: Bool = false, anchor: String? = nil,
    maxWidth: Double? = nil, className: String? = nil
  ) {
    let charWidth = size * (monospace ? 0.62 : 0.58)
    let limit = maxWidth.map { max(4, Int($0 / charWidth)) } ?? Int.max
    let shown = content.count > limit ? String(content.prefix(limit - 1)) + "…" : content
    var attributes = "x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\" fill=\"\(color)\""
    if bold { attributes += " font-weight=\"600\"" }
    if monospace { attributes += " font-family=\"ui-monospace, Menlo, Consolas, monospace\"" }
    if let anchor { attributes += " text-anchor=\"\(anchor)\"" }
    if let className { attributes += " class=\"\(XMLEscaping.escape(className))\"" }
    let tooltip = shown == content ? "" : "<title>\(XMLEscaping.escape(content))</title>"
    elements.append("<text \(attributes)>\(tooltip)\(XMLEscaping.escape(shown))</text>")
  }

  /// A connector: down from `(x, top)` to `bottom`, then across to `toX`.
  mutating func elbow(x: Double, top: Double, bottom: Double, toX: Double, stroke: String) {
    let data = "M\(n(x)) \(n(top)) V\(n(bottom)) H\(n(toX))"
    elements.append("<path d=\"\(data)\" fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"1.5\"/>")
  }

  /// Opens a group; close it with ``close()``.
  mutating func open(className: String, id: String? = nil) {
    let identity = id.map { " data-id=\"\(XMLEscaping.escape($0))\"" } ?? ""
    elements.append("<g class=\"\(XMLEscaping.escape(className))\"\(identity)>")
  }

  /// Closes the group opened last.
  mutating func close() { elements.append("</g>") }

  /// The whole document, sized to what was drawn plus a bottom margin.
  func document(title: String, margin: Double) -> String {
    let height = n(y + margin)
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(height)" \
      viewBox="0 0 \(n(width)) \(height)" role="img" aria-label="\(XMLEscaping.escape(title))" \
      font-family="system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans CJK JP', sans-serif">\
      <title>\(XMLEscaping.escape(title))</title>\
      <rect width="100%" height="100%" fill="#f8fafc"/>\(elements.joined())</svg>
      """
  }

  /// A number as SVG writes it: no fraction when it is whole.
  private func n(_ value: Double) -> String {
    value.rounded() == value ? String(Int(value)) : String(value)
  }
}
