/// The store's bookkeeping of its live coordinators: who is whose child, the stacks each
/// pushes onto, the holds that keep it running during a change, and what its awaiting callers
/// get when it ends, and its screens: the newest and their number (the layout's records link
/// the rest, newest first).
///
/// One value, owned and written by the store only; a coordinator reads its own entry through
/// the store. Its edits keep the parent–child links in step in both directions.
@MainActor
struct CoordinatorTree {
  /// What the store knows about one live coordinator.
  ///
  /// Kept small: it is a slot of the tree's index, most of them spare. The stacks are raw
  /// identities (0 for none: identities are issued from 1), the holds 16 bits, and the value a
  /// coordinator finishes with lives beside the tree (``CoordinatorTree/outputs``), since only
  /// a finishing coordinator has one: 64 bytes instead of 120 (its screens: a count and the
  /// newest, the layout linking the rest).
  struct Node {
    let coordinator: AnyCoordinator
    /// Its live children, by identity (sorted by identity on demand: identities grow).
    fileprivate(set) var children = IdentifierMap<CoordinatorKind, AnyCoordinator>()
    private var storedHostStack: UInt64
    private var storedLastStack: UInt64 = 0
    /// Whoever awaits its result.
    let completionHandlers: [(FlowOutcome) -> Void]
    // The four fields below share one eight-byte word (declared in this order on purpose).
    /// Operations in progress on it (nested, so few); it cannot finish by itself while one
    /// runs.
    fileprivate(set) var holds: Int16 = 0
    /// Whether its parent started it while the parent itself was starting.
    let startedWithParent: Bool
    /// Why it was started: what it shows while starting is part of that change (a deep
    /// link's flow shows its first screen as the deep link).
    let startCause: NavigationCause
    /// The number of screens it shows, in any layer.
    fileprivate(set) var screenCount: Int32 = 0
    /// Its newest screen, as a raw identity (0 for none); the records link the older ones.
    fileprivate(set) var newestScreen: UInt64 = 0

    fileprivate init(
      coordinator: AnyCoordinator, hostStack: StackID?, startedWithParent: Bool,
      startCause: NavigationCause, completionHandlers: [(FlowOutcome) -> Void]
    ) {
      self.coordinator = coordinator
      storedHostStack = hostStack?.rawValue ?? 0
      self.startedWithParent = startedWithParent
      self.startCause = startCause
      self.completionHandlers = completionHandlers
    }

    /// The stack it was started on (for a tab container: its first tab's).
    fileprivate(set) var hostStack: StackID? {
      get { storedHostStack == 0 ? nil : StackID(rawValue: storedHostStack) }
      set { storedHostStack = newValue?.rawValue ?? 0 }
    }

    /// The stack it last pushed onto.
    fileprivate(set) var lastStack: StackID? {
      get { storedLastStack == 0 ? nil : StackID(rawValue: storedLastStack) }
      set { storedLastStack = newValue?.rawValue ?? 0 }
    }
  }

  private(set) var nodes = IdentifierSlabMap<CoordinatorKind, Node>()
  /// The value each finishing coordinator finishes with, set by `finish(with:)` just before it
  /// ends; taken with its entry by ``remove(_:)``.
  private var outputs = IdentifierMap<CoordinatorKind, any Sendable>()

  /// The number of live coordinators.
  var count: Int { nodes.count }

  /// A live coordinator's entry.
  ///
  /// - Complexity: O(1).
  func node(_ id: CoordinatorID) -> Node? { nodes[id] }

  /// A live coordinator.
  ///
  /// - Complexity: O(1).
  func coordinator(_ id: CoordinatorID) -> AnyCoordinator? { nodes.read(id) { $0.coordinator } }

  /// Reads part of a live coordinator's entry, without copying the entry (its children, screens
  /// and handlers would be retained and released).
  ///
  /// - Complexity: O(1).
  func read<T>(_ id: CoordinatorID, _ part: (Node) -> T) -> T? { nodes.read(id, part) }

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
    // An entry replaced here would release a coordinator inside this edit (see NavigationStore).
    assert(nodes[coordinator.id] == nil, "coordinator identities are never reused")
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
    return (nodes.values, outputs.values)
  }

  /// Records a screen a coordinator pushed onto `stack`: its newest.
  mutating func notePush(of screen: ScreenID, by id: CoordinatorID, onto stack: StackID) {
    update(id) { node in
      node.screenCount += 1
      node.newestScreen = screen.rawValue
      node.lastStack = stack
    }
  }

  /// Records that a screen left (its links as the layout removed it): a screen with no newer
  /// one hands "newest" to its older one.
  mutating func noteDeparture(of id: CoordinatorID, newer: UInt64, older: UInt64) {
    update(id) { node in
      node.screenCount -= 1
      if newer == 0 { node.newestScreen = older }
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
    guard nodes.read(id, { _ in true }) != nil else { return nil }
    let replaced = outputs.removeValue(forKey: id)
    outputs[id] = output
    return replaced
  }

  /// Edits a live coordinator's entry in place.
  private mutating func update(_ id: CoordinatorID, _ edit: (inout Node) -> Void) {
    nodes.modify(id, edit)
  }
}
