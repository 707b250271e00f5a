extension NavigationStore {
  /// The coordinator tree as indented text, one coordinator per line with its screens' routes:
  ///
  /// ```text
  /// FirstCoordinator [first]
  ///   SecondCoordinator [second, third]
  /// ```
  ///
  /// Useful in logs and in test expectations (see `CoordinationTesting`).
  ///
  /// - Complexity: O(*n* log *n*) in the number of coordinators and screens.
  public var treeDescription: String {
    var lines: [String] = []
    func visit(_ node: AnyCoordinator, depth: Int) {
      let routes = routes(ownedBy: node).map(\.description)
      let screens = routes.isEmpty ? "" : " [\(routes.joined(separator: ", "))]"
      lines.append(String(repeating: "  ", count: depth) + node.name + screens)
      for child in node.children { visit(child, depth: depth + 1) }
    }
    if root.isActive { visit(root, depth: 0) }
    return lines.joined(separator: "\n")
  }
}
