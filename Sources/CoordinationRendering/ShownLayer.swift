public import Coordination

/// One layer as a platform shows it: its stacks (one, or one per tab) and which is selected.
///
/// A mirror of `PresentationLayer` that a platform adapter may change as the user
/// changes what it shows, before the store hears of it.
public struct ShownLayer: Hashable, Sendable, Identifiable {
  /// One stack as the platform shows it.
  public struct Stack: Hashable, Sendable, Identifiable {
    /// The stack's identity in the store.
    public let id: StackID
    /// The tab route, for a stack of a tab layer.
    public let tab: AnyRoute?
    /// The screens, bottom first.
    public internal(set) var screens: [Screen]

    /// The stack as the store has it.
    public init(_ stack: ScreenStack) {
      id = stack.id
      tab = stack.tab
      screens = stack.screens
    }
  }

  /// The layer's identity in the store.
  public let id: LayerID
  /// How the layer is presented (the root layer's style is `PresentationStyle.root`).
  public let style: PresentationStyle
  /// The screen the layer is presented from; `nil` for the root layer.
  public let presenter: ScreenID?
  /// Whether the layer shows a tab bar.
  public let isTabbed: Bool
  /// The stacks: one, or one per tab.
  public internal(set) var stacks: [Stack]
  /// The index of the visible stack.
  public internal(set) var selectedIndex: Int
  /// How the layer is shown when it is a sheet.
  public let sheetOptions: SheetOptions

  /// The layer as the store has it.
  public init(_ layer: PresentationLayer) {
    id = layer.id
    style = layer.style
    presenter = layer.presenter
    isTabbed = layer.isTabbed
    stacks = layer.stacks.map(Stack.init)
    selectedIndex = layer.selectedIndex
    sheetOptions = layer.sheetOptions
  }

  /// The stack the user sees.
  public var visibleStack: Stack? {
    stacks.indices.contains(selectedIndex) ? stacks[selectedIndex] : nil
  }
}
