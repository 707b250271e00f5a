import Coordination

// The model's rules for what leaves: screens popped off a stack take the modals presented from
// them along; a modal stack that empties is dismissed, a tab that empties is removed; owners
// left without screens or children finish.
extension NavigationModel {
  /// Keeps the first `count` screens of a stack.
  func truncate(_ stack: Int, to count: Int, collapse: Bool = true, cause: NavigationCause)
    -> [FollowUp]
  {
    guard let (l, s) = address(of: stack), count < layers[l].stacks[s].screens.count else {
      return []
    }
    var after: [FollowUp] = []
    let leaving = Set(layers[l].stacks[s].screens[count...].map(\.id))
    if l + 1 < layers.count, let presenter = layers[l + 1].presenter, leaving.contains(presenter) {
      after += dismissLayers(from: l + 1, cause: cause)
    }
    guard let (l, s) = address(of: stack) else { return after }
    let removed = Array(layers[l].stacks[s].screens[count...].reversed())
    layers[l].stacks[s].screens.removeSubrange(count...)
    events.append("pop \(removed.map { "S\($0.id)" }) (\(cause))")
    if collapse, count == 0 { after += stackEmptied(stack, cause: cause) }
    after += settleOwners(of: removed, cause: cause)
    return after
  }

  func dismissLayers(from index: Int, cause: NavigationCause) -> [FollowUp] {
    var after: [FollowUp] = []
    while layers.count > index {
      let layer = layers.removeLast()
      let removed = layer.stacks.flatMap { $0.screens.reversed() }
      events.append("dismiss L\(layer.id) \(removed.map { "S\($0.id)" }) (\(cause))")
      after += settleOwners(of: removed, cause: cause)
    }
    return after
  }

  private func stackEmptied(_ stack: Int, cause: NavigationCause) -> [FollowUp] {
    guard let (l, s) = address(of: stack) else { return [] }
    if layers[l].tabbed {
      let removed = layers[l].stacks.remove(at: s)
      // The container stays on its layer, whichever tab leaves.
      for coordinator in coordinators.values where coordinator.host == removed.id {
        coordinator.host = layers[l].stacks.first?.id ?? removed.id
      }
      if layers[l].selected >= layers[l].stacks.count || layers[l].selected > s {
        layers[l].selected = max(0, layers[l].selected - 1)
      }
      events.append("removeTab L\(layers[l].id) \(removed.tab.map(\.description) ?? "") (\(cause))")
      return layers[l].stacks.isEmpty ? dismissLayers(from: l, cause: cause) : []
    }
    return l > 0 ? dismissLayers(from: l, cause: cause) : []
  }

  private func settleOwners(of screens: [Screen], cause: NavigationCause) -> [FollowUp] {
    var after: [FollowUp] = []
    var previous: Int?
    for screen in screens where screen.owner != previous {
      previous = screen.owner
      after += settle(screen.owner, cause: cause)
    }
    return after
  }

  /// Finishes a coordinator that has nothing left (never the root, which finishes only by its
  /// own call); its parent is checked after its callbacks.
  func settle(_ id: Int, cause: NavigationCause) -> [FollowUp] {
    // The canary's planted fault: the pattern's known hazard, a user's back that never finishes.
    if plantedBackButtonFault, cause == .user { return [] }
    guard id != 0, let coordinator = coordinators[id], coordinator.active,
      !coordinator.starting, coordinator.children.isEmpty, screens(of: id).isEmpty
    else { return [] }
    markFinished(coordinator, cause: cause)
    return [.ended(id)] + (coordinator.parent.map { [.settle($0, cause)] } ?? [])
  }

  func markFinished(_ coordinator: Coordinator, cause: NavigationCause) {
    guard coordinator.active else { return }
    coordinator.active = false
    coordinator.finishCause = cause
    if let parent = coordinator.parent {
      coordinators[parent]?.children.removeAll { $0 == coordinator.id }
    }
    let completed = coordinator.output == nil ? "cancelled" : "completed"
    events.append("finish C\(coordinator.id) \(coordinator.name) \(completed) (\(cause))")
  }

  /// Ends a coordinator by its own call: the screens of it and its descendants leave with
  /// everything above them, top layer first; whatever of it still runs finishes, deepest first.
  func finishSubtree(_ id: Int, cause: NavigationCause) -> [FollowUp] {
    var subtree: [Int] = []
    var queue = [id]
    while let node = queue.popLast() {
      subtree.append(node)
      queue += coordinators[node]?.children ?? []
    }
    var lowest: [(stack: Int, layer: Int, position: Int)] = []
    for (l, layer) in layers.enumerated() {
      for stack in layer.stacks {
        if let p = stack.screens.firstIndex(where: { subtree.contains($0.owner) }) {
          lowest.append((stack.id, l, p))
        }
      }
    }
    var after: [FollowUp] = []
    for entry in lowest.sorted(by: { $0.layer > $1.layer }) {
      after += truncate(entry.stack, to: entry.position, cause: cause)
    }
    for node in subtree.reversed() {
      guard let coordinator = coordinators[node], coordinator.active else { continue }
      markFinished(coordinator, cause: cause)
      after.append(.ended(node))
    }
    if let parent = coordinators[id]?.parent { after.append(.settle(parent, cause)) }
    return after
  }
}
