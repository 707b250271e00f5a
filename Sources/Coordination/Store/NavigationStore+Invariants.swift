// The invariants of the whole store, checked in one place: the layout's (the state and its
// indexes) and the coordinator tree's, and that the two agree. `NavigationCheck.invariants` in
// CoordinationTesting reports them.

extension NavigationStore {
  /// What is wrong with the store's state, indexes or coordinator tree, one message per
  /// violation; empty when nothing is. Meant for tests and debugging, between changes.
  ///
  /// - Complexity: O(*n*) in the number of screens and coordinators.
  package func invariantViolations() -> [String] {
    var problems = layout.invariantViolations()
    for (id, node) in tree.nodes {
      let name = node.coordinator.name
      if node.coordinator.id != id || !node.coordinator.isActive {
        problems.append(
          "\(name) is in the tree as \(id) but is \(node.coordinator.id), finished or idle")
      }
      if node.holds != 0 { problems.append("\(name) is held \(node.holds) times between changes") }
      for (childID, child) in node.children
      where child.parent !== node.coordinator || tree.node(childID) == nil {
        problems.append("\(name) counts \(child.name) as a child, which is not its live child")
      }
      if let parent = node.coordinator.parent, tree.node(parent.id)?.children[id] == nil {
        problems.append("\(name) is missing from its parent \(parent.name)'s children")
      }
    }
    problems += layout.ownerListViolations(
      heads: tree.nodes.map { ($0.key, $0.value.newestScreen, Int($0.value.screenCount)) })
    return problems
  }
}
