public import Coordination

extension NavigationPicture {
  /// One presentation layer: the root, a sheet or a full-screen cover, with its stacks (one
  /// per tab when it is a tab container) and which one is selected.
  public struct Layer: Hashable, Sendable {
    /// The layer's identity in its store.
    public var id: LayerID
    /// How it is presented.
    public var style: PresentationStyle
    /// Whether its stacks are tabs.
    public var isTabbed: Bool
    /// The stacks, in tab order.
    public var stacks: [Stack]
    /// The index of the visible stack (the selected tab).
    public var selectedIndex: Int

    /// Creates a layer's entry.
    public init(
      id: LayerID, style: PresentationStyle, isTabbed: Bool, stacks: [Stack], selectedIndex: Int
    ) {
      self.id = id
      self.style = style
      self.isTabbed = isTabbed
      self.stacks = stacks
      self.selectedIndex = selectedIndex
    }

    /// The entry of a state's layer; `top` is the screen the user sees.
    init(_ layer: PresentationLayer, top: ScreenID?) {
      self.init(
        id: layer.id, style: layer.style, isTabbed: layer.isTabbed,
        stacks: layer.stacks.map { stack in
          Stack(
            id: stack.id, tab: stack.tab?.description,
            screens: stack.screens.map {
              ScreenItem(id: $0.id, route: $0.route.description, isTop: $0.id == top)
            })
        },
        selectedIndex: layer.selectedIndex)
    }

    /// What the layer is called in pictures: its style, with "tabs" for a tab container.
    public var title: String { isTabbed ? "\(style.rawValue) tabs" : style.rawValue }
  }
}
