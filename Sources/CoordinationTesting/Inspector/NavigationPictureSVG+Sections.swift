import Coordination

extension NavigationPictureSVG {
  /// One layer's box: its style, its tabs with the selected one filled, and the screens of
  /// its visible stack, bottom first.
  static func layer(_ layer: NavigationPicture.Layer, in drawing: inout SVGDrawing) {
    let visible =
      layer.stacks.indices.contains(layer.selectedIndex)
      ? layer.stacks[layer.selectedIndex].screens : []
    let tabsHeight: Double = layer.isTabbed ? 30 : 0
    let height = 30 + tabsHeight + Double(visible.count) * 18
    let top = drawing.y
    let boxWidth = width - 2 * margin
    let fill = layer.style == .root ? "#ffffff" : "#f1f5f9"
    drawing.open(className: "nav-layer nav-\(layer.style.rawValue)", id: layer.id.description)
    drawing.rect(x: margin, y: top, width: boxWidth, height: height, fill: fill, stroke: line)
    drawing.text(layer.title, x: margin + 10, y: top + 19, size: 13, bold: true)
    drawing.text(
      layer.id.description, x: width - margin - 10, y: top + 19, size: 11, color: muted,
      anchor: "end")
    if layer.isTabbed { tabs(layer, top: top + 28, in: &drawing) }
    for (index, screen) in visible.enumerated() {
      self.screen(
        screen, x: margin + 10, y: top + 26 + tabsHeight + Double(index) * 18,
        width: boxWidth - 20, in: &drawing)
    }
    drawing.close()
    drawing.y += height + 8
  }

  /// A row of tabs, the selected one filled and marked with a dot.
  static func tabs(_ layer: NavigationPicture.Layer, top: Double, in drawing: inout SVGDrawing) {
    let inner = width - 2 * margin - 20
    let tabWidth = inner / Double(max(1, layer.stacks.count))
    for (index, stack) in layer.stacks.enumerated() {
      let selected = index == layer.selectedIndex
      let x = margin + 10 + Double(index) * tabWidth
      let name = stack.tab ?? "tab \(index)"
      let label = (selected ? "● " : "") + "\(name) (\(stack.screens.count))"
      drawing.open(
        className: selected ? "nav-tab nav-selected" : "nav-tab", id: stack.id.description)
      drawing.rect(
        x: x, y: top, width: tabWidth - 4, height: 22, fill: selected ? accent : "#e2e8f0",
        radius: 11)
      drawing.text(
        label, x: x + 10, y: top + 15, size: 11, color: selected ? "#ffffff" : "#334155",
        bold: selected, maxWidth: tabWidth - 20)
      drawing.close()
    }
  }

  /// A leaked coordinator's box, red and dashed.
  static func leak(_ leak: LeakTracker.Leak, in drawing: inout SVGDrawing) {
    let top = drawing.y
    let boxWidth = width - 2 * margin
    drawing.open(className: "nav-coordinator nav-leaked")
    drawing.rect(
      x: margin, y: top, width: boxWidth, height: 44, fill: "#fee2e2", stroke: danger,
      dashed: true)
    drawing.text(
      "✕ \(leak.label)", x: margin + 10, y: top + 18, size: 13, color: danger, bold: true,
      maxWidth: boxWidth - 20, className: "nav-name")
    drawing.text(
      leak.typeName, x: margin + 10, y: top + 35, size: 11, color: "#7f1d1d", monospace: true,
      maxWidth: boxWidth - 20)
    drawing.close()
    drawing.y += 52
  }

  /// The last updates, one line per event: revision, cause and what happened.
  static func updates(_ updates: [NavigationUpdate], in drawing: inout SVGDrawing) {
    let lines = updates.flatMap { update in update.events.map { (update.revision, $0) } }
    for (revision, event) in lines.suffix(updatesShown) {
      let y = drawing.y
      drawing.open(className: "nav-event")
      drawing.text("#\(revision)", x: margin, y: y + 13, size: 11, color: muted, monospace: true)
      let cause = event.cause?.rawValue ?? "—"
      drawing.rect(
        x: margin + 40, y: y + 2, width: 62, height: 15, fill: color(of: event.cause), radius: 7)
      drawing.text(
        cause, x: margin + 71, y: y + 13, size: 10, color: "#ffffff", bold: true,
        anchor: "middle")
      drawing.text(
        line(for: event), x: margin + 110, y: y + 13, size: 11, color: "#334155",
        monospace: true, maxWidth: width - 2 * margin - 110)
      drawing.close()
      drawing.y += 20
    }
  }

  /// An event's line without its trailing cause, which its pill shows.
  static func line(for event: NavigationEvent) -> String {
    let line = EventFormatter.line(for: event)
    guard let cause = event.cause, line.hasSuffix(" (\(cause.rawValue))") else { return line }
    return String(line.dropLast(cause.rawValue.count + 3))
  }

  /// A colour per cause: the user's actions stand out from the app's own.
  static func color(of cause: NavigationCause?) -> String {
    switch cause {
    case .user: "#ea580c"
    case .code: "#475569"
    case .deepLink: "#7c3aed"
    case .restoration: "#0d9488"
    case .teardown: "#991b1b"
    case nil: "#94a3b8"
    }
  }
}
