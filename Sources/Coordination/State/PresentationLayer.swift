/// One level of presentation: the root content, or a modal presented above the layer below.
///
/// A layer holds one stack, or, when it is a tab container, one stack per tab with one of them
/// selected.
public struct PresentationLayer: Hashable, Sendable, Identifiable {
  /// The layer's identity in its store.
  public let id: LayerID
  /// How the layer is presented.
  public let style: PresentationStyle
  /// The screen that was on top when this layer was presented; when it leaves, so does the
  /// layer. `nil` for the root layer.
  public let presenter: ScreenID?
  /// Whether the layer is a tab container (each stack is a tab).
  public let isTabbed: Bool
  /// The stacks: exactly one unless ``isTabbed``.
  public internal(set) var stacks: [ScreenStack]
  /// The index of the visible stack in ``stacks``.
  public internal(set) var selectedIndex: Int
  /// How the layer is shown when it is a sheet.
  public let sheetOptions: SheetOptions

  /// Creates a layer value.
  public init(
    id: LayerID, style: PresentationStyle, presenter: ScreenID?, isTabbed: Bool,
    stacks: [ScreenStack], selectedIndex: Int = 0, sheetOptions: SheetOptions = SheetOptions()
  ) {
    self.id = id
    self.style = style
    self.presenter = presenter
    self.isTabbed = isTabbed
    self.stacks = stacks
    self.selectedIndex = selectedIndex
    self.sheetOptions = sheetOptions
  }

  /// The stack the user sees, if the layer has any.
  public var visibleStack: ScreenStack? {
    stacks.indices.contains(selectedIndex) ? stacks[selectedIndex] : nil
  }
}
