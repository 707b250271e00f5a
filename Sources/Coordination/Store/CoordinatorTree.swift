/// The store's bookkeeping of its live coordinators: children, the stacks each pushes onto,
/// its screens, the holds that keep it running, and who awaits its result.
///
/// Owned by the ``NavigationEngine``; its edits keep parent–child links in step, run no app
/// code, and return what they remove.
@MainActor
struct CoordinatorTree {
  /// What the store knows about one live coordinator.
  struct Node {
    let coordinator: AnyCoordinator
    /// Its live children, by identity (sorted by identity on demand: identities grow).
    fileprivate(set) var children: [CoordinatorID: AnyCoordinator] = [:]
    /// The stack it was started on (for a tab container: its first tab's).
    fileprivate(set) var hostStack: StackID?
    /// The stack it last pushed onto.
    fileprivate(set) var lastStack: StackID?
    /// The screens it shows, in any layer, in the order they were shown.
    fileprivate(set) var screens: [ScreenID] = []
    /// Operations in progress on it; it cannot finish by itself while one runs.
    fileprivate(set) var holds = 0
    /// Whether its parent started it while the parent itself was starting.
    let startedWithParent: Bool
    /// Why it was started: what it shows while starting has that cause.
    let startCause: NavigationCause
    /// Whoever awaits its result.
    let completionHandlers: [(FlowOutcome) -> Void]

    /// Whether nothing is left of it: no screen, no child, no operation in progress.
    var isSpent: Bool { holds == 0 && screens.isEmpty && children.isEmpty }
  }

  private(set) var nodes: [CoordinatorID: Node] = [:]
  /// The value each finishing coordinator finishes with; beside the entries, which are copied
  /// on every navigation (an existential in each made every copy allocate).
  private var outputs: [CoordinatorID: any Sendable] = [:]

  var count: Int { nodes.count }

  func node(_ id: CoordinatorID) -> Node? { nodes[id] }

  func coordinator(_ id: CoordinatorID) -> AnyCoordinator? { nodes[id]?.coordinator }

  /// A coordinator's live children, oldest first.
  ///
  /// - Complexity: O(*c* log *c*) in the number of children.
  func children(of id: CoordinatorID) -> [AnyCoordinator] {
    guard let node = nodes[id] else { return [] }
    return node.children.values.sorted { $0.id < $1.id }
  }

  /// Adds a bound coordinator under its parent.
  mutating func insert(
    _ coordinator: AnyCoordinator, host: StackID?, startedWithParent: Bool,
    cause: NavigationCause, completionHandlers: [(FlowOutcome) -> Void] = []
  ) {
    precondition(nodes[coordinator.id] == nil, "coordinator identities are never reused")
    nodes[coordinator.id] = Node(
      coordinator: coordinator, hostStack: host, startedWithParent: startedWithParent,
      startCause: cause, completionHandlers: completionHandlers)
    if let parent = coordinator.parent {
      update(parent.id) { $0.children[coordinator.id] = coordinator }
    }
  }

  /// Removes a coordinator and its parent's link to it; returns its entry and output.
  mutating func remove(_ id: CoordinatorID) -> (node: Node, output: (any Sendable)?)? {
    guard let node = nodes.removeValue(forKey: id) else { return nil }
    if let parent = node.coordinator.parent {
      update(parent.id) { $0.children[id] = nil }
    }
    return (node, outputs.removeValue(forKey: id))
  }

  /// Removes every coordinator; returns their entries and outputs, for the caller to release.
  mutating func removeAll() -> (nodes: [Node], outputs: [any Sendable]) {
    defer {
      nodes.removeAll()
      outputs.removeAll()
    }
    return (Array(nodes.values), Array(outputs.values))
  }

  /// Records a screen a coordinator pushed onto `stack`.
  mutating func notePush(of screen: ScreenID, by id: CoordinatorID, onto stack: StackID) {
    update(id) { node in
      node.screens.append(screen)
      node.lastStack = stack
    }
  }

  /// Records that a screen left: O(1) for a coordinator's newest screen (screens leave newest
  /// first), O(*k*) for its *k*-th newest.
  mutating func noteDeparture(of screen: Screen) {
    update(screen.owner) { node in
      if let index = node.screens.lastIndex(of: screen.id) { node.screens.remove(at: index) }
    }
  }

  /// Sets the stacks a coordinator pushes onto (a tab container's, a restored coordinator's).
  mutating func setStacks(of id: CoordinatorID, host: StackID?, last: StackID?) {
    update(id) { node in
      node.hostStack = host
      node.lastStack = last
    }
  }

  /// Keeps a coordinator running while an operation on it is in progress.
  mutating func hold(_ id: CoordinatorID) { update(id) { $0.holds += 1 } }

  /// Ends a ``hold(_:)``.
  mutating func release(_ id: CoordinatorID) { update(id) { $0.holds -= 1 } }

  /// Records the value a coordinator finishes with; returns the one replaced, to release.
  mutating func setOutput(_ output: (any Sendable)?, of id: CoordinatorID) -> (any Sendable)? {
    guard nodes.index(forKey: id) != nil else { return nil }
    let replaced = outputs.removeValue(forKey: id)
    outputs[id] = output
    return replaced
  }

  /// Edits an entry in place through the dictionary's index (`nodes[id]?.field` would copy it).
  private mutating func update(_ id: CoordinatorID, _ edit: (inout Node) -> Void) {
    guard let index = nodes.index(forKey: id) else { return }
    edit(&nodes.values[index])
  }
}

@MainActor
extension CoordinatorTree.Node {
  /// Whether the coordinator is a container (tabs or split columns).
  var isContainer: Bool { coordinator.containerLayout != nil }
}
