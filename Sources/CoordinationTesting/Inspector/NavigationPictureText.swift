/// Writes a ``NavigationPicture`` as plain text, for terminals, logs and test expectations.
///
/// ```text
/// Coordinators
///   MovieListCoordinator c1 [list]
///     MovieDetailCoordinator c2 [detail(movieID: 1)*]
/// Layers
///   root l1: k1 [list, detail(movieID: 1)*]
/// Recent updates
///   #2 pushed detail(movieID: 1) onto k1 (code)
/// ```
///
/// The screen the user sees ends with `*`, the selected tab starts with `*`, and leaked
/// coordinators (finished but alive) are listed under `Leaked`. Sections with nothing in them
/// are left out, except `Coordinators`, which says `(none running)`.
public enum NavigationPictureText {
  /// The picture as lines of text, joined by newlines (no trailing newline).
  ///
  /// - Complexity: O(*n*) in the number of coordinators, screens, leaks and events.
  public static func render(_ picture: NavigationPicture) -> String {
    var lines = ["Coordinators"]
    if let root = picture.root {
      for (depth, node) in root.flattened {
        let indent = String(repeating: "  ", count: depth + 1)
        let screens = node.screens.isEmpty ? "" : " [\(list(node.screens))]"
        lines.append("\(indent)\(node.name) \(node.id)\(screens)")
      }
    } else {
      lines.append("  (none running)")
    }
    if !picture.layers.isEmpty {
      lines.append("Layers")
      lines += picture.layers.map(line(for:))
    }
    if !picture.leaks.isEmpty {
      lines.append("Leaked")
      lines += picture.leaks.map { "  \($0.kind.rawValue) \($0.label) [\($0.typeName)]" }
    }
    if !picture.recent.isEmpty {
      lines.append("Recent updates")
      for update in picture.recent {
        lines += update.events.map { "  #\(update.revision) \(EventFormatter.line(for: $0))" }
      }
    }
    return lines.joined(separator: "\n")
  }

  /// One layer's line: its stack, or its tabs with the selected one marked.
  static func line(for layer: NavigationPicture.Layer) -> String {
    let stacks = layer.stacks.enumerated().map { index, stack in
      let marker = layer.isTabbed && index == layer.selectedIndex ? "*" : ""
      let name = stack.tab.map { "\($0) " } ?? ""
      return "\(marker)\(name)\(stack.id) [\(list(stack.screens))]"
    }
    return "  \(layer.title) \(layer.id): " + stacks.joined(separator: " | ")
  }

  /// Screens' routes separated by commas, the one the user sees marked with `*`.
  static func list(_ screens: [NavigationPicture.ScreenItem]) -> String {
    screens.map { $0.route + ($0.isTop ? "*" : "") }.joined(separator: ", ")
  }
}
