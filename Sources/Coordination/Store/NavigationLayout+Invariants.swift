// The invariants of the layout, checked in one place: the state's own structure, and indexes
// that agree with it. `NavigationCheck.invariants` reuses them through the store.

extension NavigationLayout {
  /// What is wrong with the state or its indexes, one message per violation; empty when
  /// nothing is.
  ///
  /// - Complexity: O(*n*) in the number of screens.
  func invariantViolations() -> [String] {
    var problems = state.invariantViolations()
    var screensSeen = 0
    for (layerIndex, layer) in state.layers.enumerated() {
      if layerIndices[layer.id] != layerIndex {
        problems.append(
          "layer \(layer.id) is indexed at \(String(describing: layerIndices[layer.id]))")
      }
      for (stackIndex, stack) in layer.stacks.enumerated() {
        let address = StackAddress(layer: layerIndex, stack: stackIndex)
        if stackAddresses[stack.id] != address {
          problems.append("stack \(stack.id) is indexed elsewhere")
        }
        if pendingLayers[stack.id] != nil {
          problems.append("stack \(stack.id) is shown and still reserved")
        }
        for (position, screen) in stack.screens.enumerated() {
          screensSeen += 1
          problems.append(contentsOf: violations(of: screen, at: address, position: position))
        }
      }
    }
    if screenRecords.count != screensSeen {
      problems.append("\(screenRecords.count) screen records for \(screensSeen) screens")
    }
    if stackAddresses.count != state.layers.reduce(0, { $0 + $1.stacks.count }) {
      problems.append("\(stackAddresses.count) stack addresses for the stacks shown")
    }
    if layerIndices.count != state.layers.count {
      problems.append("\(layerIndices.count) layer indices for \(state.layers.count) layers")
    }
    return problems
  }

  /// What is wrong with the lists of each owner's screens, given where each starts (from the
  /// coordinator tree): every list must reach exactly its owner's screens, as many as it
  /// counts, through links that agree in both directions, and every screen must be on one.
  ///
  /// - Complexity: O(*n*) in the number of screens.
  func ownerListViolations(
    heads: [(owner: CoordinatorID, newest: UInt64, count: Int)]
  ) -> [String] {
    var problems: [String] = []
    var listed = 0
    for (owner, newest, count) in heads {
      var newer: UInt64 = 0
      var next = newest
      var walked = 0
      while next != 0, walked <= count {
        let id = ScreenID(rawValue: next)
        guard let record = screenRecords[id] else {
          problems.append("\(owner)'s list names \(id), which has no record")
          break
        }
        if self.owner(of: id) != owner {
          problems.append("\(owner)'s list names \(id), not its own")
        }
        if record.newerOfOwner != newer { problems.append("\(id)'s newer link disagrees") }
        walked += 1
        newer = next
        next = record.olderOfOwner
      }
      if walked != count {
        problems.append("\(owner)'s list reaches \(walked) screens, counts \(count)")
      }
      listed += count
    }
    if listed != screenRecords.count {
      problems.append("owner lists hold \(listed) screens of \(screenRecords.count)")
    }
    return problems
  }

  private func violations(of screen: Screen, at address: StackAddress, position: Int) -> [String] {
    guard let record = screenRecords[screen.id] else {
      return ["screen \(screen.id) has no record"]
    }
    var problems: [String] = []
    if record.address != address || record.position != position {
      problems.append("screen \(screen.id) is recorded at the wrong place")
    }
    return problems
  }
}
