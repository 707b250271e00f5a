public import Coordination

extension NavigationPicture {
  /// One live coordinator of the tree: its name, the screens it owns and its children.
  public struct Coordinator: Hashable, Sendable {
    /// The coordinator's identity in its store.
    public var id: CoordinatorID
    /// Its name, as events and `treeDescription` give it.
    public var name: String
    /// The screens it owns in any layer, layer by layer, bottom first.
    public var screens: [ScreenItem]
    /// Its live children, oldest first.
    public var children: [Coordinator]

    /// Creates a coordinator's entry.
    public init(id: CoordinatorID, name: String, screens: [ScreenItem], children: [Coordinator]) {
      self.id = id
      self.name = name
      self.screens = screens
      self.children = children
    }

    /// This coordinator and its descendants, depth first, each with its depth (0 for self).
    ///
    /// - Complexity: O(*n*) in the number of descendants.
    public var flattened: [(depth: Int, coordinator: Coordinator)] {
      var result: [(depth: Int, coordinator: Coordinator)] = []
      func visit(_ node: Coordinator, depth: Int) {
        result.append((depth, node))
        for child in node.children { visit(child, depth: depth + 1) }
      }
      visit(self, depth: 0)
      return result
    }
  }
}
