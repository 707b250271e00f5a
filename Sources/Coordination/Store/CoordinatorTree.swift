/// The store's bookkeeping of its live coordinators: who is whose child, the stacks each
/// pushes onto, its screens, the holds that keep it running during a change, and what its
/// awaiting callers get when it ends.
///
/// One value, owned by the ``NavigationEngine`` and written only through the methods below;
/// a coordinator reads its own entry through the store. Its edits keep the parent–child links
/// in step in both directions. No edit runs app code; what an edit removes is returned.
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
    /// Why it was started: what it shows while starting is part of that change (a deep
    /// link's flow shows its first screen as the deep link).
    let startCause: NavigationCause
    /// Whoever awaits its result.
    let completionHandlers: [(FlowOutcome) -> Void]

    /// Whether nothing is left of it: no screen, no child, no operation in progress.
    var isSpent: Bool { holds == 0 && screens.isEmpty && children.isEmpty }
  }

  private(set) var nodes: [CoordinatorID: Node] = [:]
  /// The value each finishing coordinator finishes with, set by `finish(with:)` just before it
  /// ends; kept beside the entries, which are read on every navigation (an existential in
  /// each entry made every copy of one allocate).
  private var outputs: [CoordinatorID: any Sendable] = [:]

  /// The number of live coordinators.
  var count: Int { nodes.count }

  /// A live coordinator's entry.
  ///
  /// - Complexity: O(1).
  func node(_ id: CoordinatorID) -> Node? { nodes[id] }

  /// A live coordinator.
  ///
  /// - Complexity: O(1).
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

  /// Removes a coordinator and its link from its parent; returns its entry and the value it
  /// finished with, if any.
  mutating func remove(_ id: CoordinatorID) -> (node: Node, output: (any Sendable)?)? {
    guard let node = nodes.removeValue(forKey: id) else { return nil }
    if let parent = node.coordinator.parent {
      update(parent.id) { $0.children[id] = nil }
    }
    return (node, outputs.removeValue(forKey: id))
  }

  /// Removes every coordinator; returns their entries and the values they were finishing
  /// with (released by the caller: their `deinit`s are app code).
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

  /// Records that a screen left. Screens leave newest first, so the search starts at the end.
  ///
  /// - Complexity: O(1) for a coordinator's newest screen, O(*k*) for its *k*-th newest.
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

  /// Records the value a coordinator finishes with; returns the one it replaces, for the
  /// caller to release (its `deinit` is app code).
  mutating func setOutput(_ output: (any Sendable)?, of id: CoordinatorID) -> (any Sendable)? {
    guard nodes.index(forKey: id) != nil else { return nil }
    let replaced = outputs.removeValue(forKey: id)
    outputs[id] = output
    return replaced
  }

  /// Edits a live coordinator's entry in place (through the dictionary's index: a
  /// `nodes[id]?.field` edit moves the whole entry out and back).
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
