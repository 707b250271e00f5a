/// One level of presentation: the root content, or a modal presented above the layer below.
///
/// A layer holds one stack, or, when it is a tab container, one stack per tab with one of them
/// selected, or, when it is a split container, one stack per column (sidebar, optional content,
/// detail) with the column the user last acted in selected. ``kind`` says which.
public struct PresentationLayer: Hashable, Sendable, Identifiable {
  /// The layer's identity in its store.
  public let id: LayerID
  /// How the layer is presented: ``PresentationStyle/root`` for the root layer.
  public let style: PresentationStyle
  /// The screen that was on top when this layer was presented; when it leaves, so does the
  /// layer. `nil` for the root layer.
  public let presenter: ScreenID?
  /// What the layer holds: one stack, tabs, or split columns.
  public let kind: Kind
  /// The stacks: exactly one for a ``Kind/single`` layer, one per tab or per split column
  /// otherwise.
  public internal(set) var stacks: [ScreenStack]
  /// The index of the visible stack in ``stacks``.
  public internal(set) var selectedIndex: Int
  /// How the layer is shown when it is a sheet or a popover.
  public let sheetOptions: SheetOptions

  /// Creates a layer value of a kind.
  public init(
    id: LayerID, style: PresentationStyle, presenter: ScreenID?, kind: Kind,
    stacks: [ScreenStack], selectedIndex: Int = 0, sheetOptions: SheetOptions = SheetOptions()
  ) {
    self.id = id
    self.style = style
    self.presenter = presenter
    self.kind = kind
    self.stacks = stacks
    self.selectedIndex = selectedIndex
    self.sheetOptions = sheetOptions
  }

  /// Creates a layer value with one stack, or with tabs when `isTabbed`.
  public init(
    id: LayerID, style: PresentationStyle, presenter: ScreenID?, isTabbed: Bool,
    stacks: [ScreenStack], selectedIndex: Int = 0, sheetOptions: SheetOptions = SheetOptions()
  ) {
    self.init(
      id: id, style: style, presenter: presenter, kind: isTabbed ? .tabs : .single,
      stacks: stacks, selectedIndex: selectedIndex, sheetOptions: sheetOptions)
  }

  /// Whether the layer is a tab container (each stack is a tab).
  public var isTabbed: Bool { kind == .tabs }

  /// The columns, in the order of ``stacks``, when the layer is a split container.
  public var splitColumns: [SplitColumn]? {
    if case .split(let columns) = kind { columns } else { nil }
  }

  /// The stack of a split column, if the layer is a split container that has this column.
  public func stack(for column: SplitColumn) -> ScreenStack? {
    splitColumns?.firstIndex(of: column).flatMap { stacks.indices.contains($0) ? stacks[$0] : nil }
  }

  /// Whether the layer is a container (tabs or split columns) whose stacks are each named by
  /// a route of its container coordinator.
  package var isContainer: Bool { kind != .single }

  /// The stack the user sees, if the layer has any.
  public var visibleStack: ScreenStack? {
    stacks.indices.contains(selectedIndex) ? stacks[selectedIndex] : nil
  }
}
