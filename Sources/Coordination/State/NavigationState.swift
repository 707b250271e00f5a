/// Everything that is shown: the root layer and the modals above it, as one value.
///
/// This is the single source of truth an adapter renders. The ``NavigationStore`` owns it and
/// is the only one that changes it; adapters report what the user did and the store reconciles.
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

  /// A multi-line outline, one line per layer, for logs and failing tests; a tab or split
  /// layer shows each stack, the selected one (the visible tab, the column the user last
  /// acted in) marked `*`:
  ///
  /// ```text
  /// root: [list, detail]
  /// sheet: [login]
  /// fullScreen tabs: *movies: [list] | kanji: [all]
  /// root split: sidebar: [list] | *detail: [item(3)]
  /// ```
  public var description: String {
    if layers.isEmpty { return "(empty)" }
    return layers.map(Self.outline(of:)).joined(separator: "\n")
  }

  private static func outline(of layer: PresentationLayer) -> String {
    func stacks(named name: (Int, ScreenStack) -> String) -> String {
      layer.stacks.enumerated().map { index, stack in
        let marker = index == layer.selectedIndex ? "*" : ""
        let screens = stack.screens.map(\.description).joined(separator: ", ")
        return "\(marker)\(name(index, stack)): [\(screens)]"
      }
      .joined(separator: " | ")
    }
    switch layer.kind {
    case .single:
      let screens = layer.visibleStack?.screens.map(\.description) ?? []
      return "\(layer.style.rawValue): [\(screens.joined(separator: ", "))]"
    case .tabs:
      return "\(layer.style.rawValue) tabs: "
        + stacks { index, stack in stack.tab?.description ?? "tab\(index)" }
    case .split(let columns):
      return "\(layer.style.rawValue) split: "
        + stacks { index, _ in columns.indices.contains(index) ? columns[index].rawValue : "?" }
    }
  }
}
