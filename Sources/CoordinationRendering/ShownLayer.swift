public import Coordination

/// One layer as an adapter shows it: its stacks (one, one per tab, or one per split column)
/// and which is selected; a split layer also whether it is collapsed into one stack.
///
/// A mirror of `PresentationLayer` that an adapter may change as the user changes what it
/// shows, before the store hears of it.
public struct ShownLayer: Hashable, Sendable, Identifiable {
  /// One stack as the adapter shows it.
  public struct Stack: Hashable, Sendable, Identifiable {
    /// The stack's identity in the store.
    public let id: StackID
    /// The tab route, for a stack of a tab layer; the column route, for a split column.
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
  /// The columns, in the order of ``stacks``, when the layer is a split view.
  public let splitColumns: [SplitColumn]?
  /// Whether a split layer is shown collapsed into one stack (a compact width); always false
  /// for other layers.
  public internal(set) var isCollapsed: Bool
  /// The stacks: one, or one per tab, or one per split column.
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
    splitColumns = layer.splitColumns
    isCollapsed = false
    stacks = layer.stacks.map(Stack.init)
    selectedIndex = layer.selectedIndex
    sheetOptions = layer.sheetOptions
  }

  /// The layer as the store has it, collapsed when it is a split layer and `compact`.
  public init(_ layer: PresentationLayer, compact: Bool) {
    self.init(layer)
    isCollapsed = compact && splitColumns != nil
  }

  /// The stack the user sees.
  public var visibleStack: Stack? {
    stacks.indices.contains(selectedIndex) ? stacks[selectedIndex] : nil
  }

  /// The screens of a split layer collapsed into one stack, as a compact width shows them:
  /// the sidebar's, then the content's, then the detail's. A collapsed split is shown in its
  /// first column's stack (UIKit's primary navigation controller), so render steps name that
  /// stack.
  ///
  /// - Complexity: O(*n*) in the number of screens of the layer.
  public var collapsedScreens: [Screen] { stacks.flatMap(\.screens) }
}
