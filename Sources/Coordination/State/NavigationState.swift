/// Everything that is shown: the root layer and the modals above it, as one value.
///
/// This is the single source of truth a platform renders. The ``NavigationStore`` owns it and is
/// the only one that changes it; platforms report what the user did and the store reconciles.
public struct NavigationState: Hashable, Sendable, CustomStringConvertible {
  /// The layers, root first. Empty before the root coordinator shows anything.
  public internal(set) var layers: [PresentationLayer]

  /// Creates a state value.
  public init(layers: [PresentationLayer] = []) {
    self.layers = layers
  }

  /// The layer on top (the one the user interacts with).
  public var topLayer: PresentationLayer? { layers.last }

  /// The stack the user sees: the visible stack of the top layer.
  public var visibleStack: ScreenStack? { topLayer?.visibleStack }

  /// The screen the user sees.
  public var topScreen: Screen? { visibleStack?.top }

  /// All screens, layer by layer, stack by stack, bottom first.
  ///
  /// - Complexity: O(*n*) in the number of screens.
  public var allScreens: [Screen] {
    layers.flatMap { $0.stacks.flatMap(\.screens) }
  }

  /// Whether nothing is shown.
  public var isEmpty: Bool { layers.allSatisfy { $0.stacks.allSatisfy(\.screens.isEmpty) } }

  /// A multi-line outline, one line per layer and stack, for logs and failing tests:
  ///
  /// ```text
  /// root: [list, detail]
  /// sheet: [login]
  /// ```
  public var description: String {
    if layers.isEmpty { return "(empty)" }
    var lines: [String] = []
    for layer in layers {
      if layer.isTabbed {
        let tabs = layer.stacks.enumerated().map { index, stack in
          let marker = index == layer.selectedIndex ? "*" : ""
          let name = stack.tab?.description ?? "tab\(index)"
          return "\(marker)\(name): [\(stack.screens.map(\.description).joined(separator: ", "))]"
        }
        lines.append("\(layer.style.rawValue) tabs: " + tabs.joined(separator: " | "))
      } else {
        let screens = layer.visibleStack?.screens.map(\.description) ?? []
        lines.append("\(layer.style.rawValue): [\(screens.joined(separator: ", "))]")
      }
    }
    return lines.joined(separator: "\n")
  }
}
