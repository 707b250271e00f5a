import Coordination

// A save and restore in place, as the model performs it: everything shown leaves and its
// coordinators finish (cause `.restoration`); the root stays; the saved coordinators are made
// again (oldest generation first, not started) and the saved layers shown again, with new
// screen identities; callbacks of what finished run on the restored state.
extension NavigationModel {
  /// Where a stack was saved: its layer's index and its index in the layer.
  private func savedAddress(_ stack: Int?) -> (Int, Int)? { stack.flatMap { address(of: $0) } }

  func restoreInPlace() {
    let saved = layers
    var order = [0]
    var head = 0
    while head < order.count {
      order += coordinators[order[head]]?.children ?? []
      head += 1
    }
    let hosts = order.map { savedAddress(coordinators[$0]?.host) }
    let lasts = order.map { savedAddress(coordinators[$0]?.last) }
    commit {
      var after = dismissLayers(from: 0, cause: .restoration)
      pending = [:]
      var renamed = [0: 0]
      for old in order.dropFirst() {
        guard let coordinator = coordinators[old] else { continue }
        renamed[old] = remake(coordinator, parent: coordinator.parent.flatMap { renamed[$0] })
      }
      let stacks = reinstall(saved, owners: renamed)
      for (index, old) in order.enumerated() {
        guard let id = renamed[old], let coordinator = coordinators[id] else { continue }
        coordinator.host = hosts[index].map { stacks[$0.0][$0.1] } ?? stacks[0][0]
        coordinator.last = lasts[index].map { stacks[$0.0][$0.1] }
      }
      after += settle(0, cause: .restoration)
      return after
    }
  }

  /// A coordinator made again from a saved one: a new identity, the same kind and route, not
  /// started.
  private func remake(_ saved: Coordinator, parent: Int?) -> Int {
    let coordinator = Coordinator(
      id: nextCoordinator, kind: saved.kind, parent: parent, route: saved.route, host: 0)
    nextCoordinator += 1
    coordinator.starting = false
    coordinators[coordinator.id] = coordinator
    if let parent { coordinators[parent]?.children.append(coordinator.id) }
    events.append("start C\(coordinator.id) \(coordinator.name) under C\(parent ?? -1)")
    return coordinator.id
  }

  /// Shows the saved layers again, each screen with a new identity and its owner made again;
  /// the new stacks, layer by layer.
  private func reinstall(_ saved: [Layer], owners: [Int: Int]) -> [[Int]] {
    var screenIDs: [Int: Int] = [:]
    var stackIDs: [[Int]] = []
    for layer in saved {
      let stacks = layer.stacks.map { Stack(id: makeStack(), tab: $0.tab, screens: []) }
      appendLayer(
        Layer(
          id: makeLayer(), style: layer.style, presenter: layer.presenter.flatMap { screenIDs[$0] },
          tabbed: layer.tabbed, stacks: stacks, selected: layer.selected),
        cause: .restoration)
      for (stack, savedStack) in zip(stacks, layer.stacks) {
        for screen in savedStack.screens {
          screenIDs[screen.id] = nextScreen
          push(screen.route, owner: owners[screen.owner] ?? 0, onto: stack.id, cause: .restoration)
        }
      }
      stackIDs.append(stacks.map(\.id))
    }
    return stackIDs
  }
}
