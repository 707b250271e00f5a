// The platform side: what the user did, reconciled into the state.

extension NavigationStore {
  /// Reconciles something the user did (the back button, a swipe, the browser's history, the
  /// tab bar) with the state: screens that left are removed, coordinators whose last screen
  /// left finish, and their awaited results are cancelled, each exactly once.
  ///
  /// ```swift
  /// // UIKit's navigation controller finished an interactive pop to `screen`:
  /// try store.handle(.popped(to: screen))
  /// ```
  ///
  /// - Returns: ``UserActionOutcome/refused(by:)`` when a guard refused; nothing changed and
  ///   the platform must show the state again.
  /// - Throws: ``NavigationError`` when the action names something that is not shown; nothing
  ///   changes then.
  /// - Complexity: O(*k*) in the number of screens that leave.
  @discardableResult
  public func handle(_ action: UserAction) throws(NavigationError) -> UserActionOutcome {
    switch action {
    case .popped(let target):
      return try userPopped(to: target, action: action)
    case .dismissed(let layer):
      return try userDismissed(layer, action: action)
    case .selectedTab(let layer, let index):
      guard let layerIndex = layerIndices[layer] else { throw .unknownLayer(layer) }
      guard storage.layers[layerIndex].isTabbed else { throw .notTabbed(layer) }
      let count = storage.layers[layerIndex].stacks.count
      guard (0..<count).contains(index) else {
        throw .tabOutOfRange(layer: layer, index: index, count: count)
      }
      mutate { with(cause: .user) { select(tab: index, inLayer: layerIndex) } }
      return .applied
    case .beganInteractivePop(let stack):
      guard let address = stackAddresses[stack] else { throw .unknownStack(stack) }
      let screens = storage.layers[address.layer].stacks[address.stack].screens
      guard screens.count > 1, let top = screens.last else { throw .nothingToPop(stack) }
      if let refusal = refusal(among: [top], cause: .user) {
        mutate { emit(.refused(action, by: refusal)) }
        return .refused(by: refusal)
      }
      mutate { emit(.interactivePopBegan(stack)) }
      return .applied
    case .cancelledInteractivePop(let stack):
      guard stackAddresses[stack] != nil else { throw .unknownStack(stack) }
      mutate { emit(.interactivePopCancelled(stack)) }
      return .applied
    }
  }

  /// Whether the user may leave a screen now: its coordinator and its model (if it is a
  /// ``LeaveGuard``) agree. Platforms that can prevent a gesture ask this first.
  ///
  /// - Complexity: O(1).
  public func canUserLeave(_ screen: ScreenID) -> Bool {
    guard let record = screenRecords[screen], let route = route(of: screen) else { return false }
    return allows(route: route, record: record, cause: .user)
  }

  private func userPopped(to target: ScreenID, action: UserAction) throws(NavigationError)
    -> UserActionOutcome
  {
    guard let record = screenRecords[target] else { throw .unknownScreen(target) }
    let address = record.address
    let leaving = screensAbove(address: address, position: record.position)
    if let refusal = refusal(among: leaving, cause: .user) {
      mutate { emit(.refused(action, by: refusal)) }
      return .refused(by: refusal)
    }
    let stack = storage.layers[address.layer].stacks[address.stack].id
    mutate {
      with(cause: .user) {
        dismissLayers(from: address.layer + 1)
        if storage.layers[address.layer].selectedIndex != address.stack {
          select(tab: address.stack, inLayer: address.layer)
        }
        truncate(stack, to: record.position + 1)
      }
    }
    return .applied
  }

  private func userDismissed(_ layer: LayerID, action: UserAction) throws(NavigationError)
    -> UserActionOutcome
  {
    guard let index = layerIndices[layer] else { throw .unknownLayer(layer) }
    guard index > 0 else { throw .cannotDismissRoot }
    var leaving: [Screen] = []
    for layerIndex in index..<storage.layers.count {
      for stack in storage.layers[layerIndex].stacks { leaving.append(contentsOf: stack.screens) }
    }
    if let refusal = refusal(among: leaving, cause: .user) {
      mutate { emit(.refused(action, by: refusal)) }
      return .refused(by: refusal)
    }
    mutate { with(cause: .user) { dismissLayers(from: index) } }
    return .applied
  }

  /// The screens that leave when the user goes back to the screen at `position` of the stack
  /// at `address`: the ones above it, and every layer above its layer.
  func screensAbove(address: StackAddress, position: Int) -> [Screen] {
    var leaving: [Screen] = []
    for layerIndex in (address.layer + 1)..<max(address.layer + 1, storage.layers.count) {
      for stack in storage.layers[layerIndex].stacks { leaving.append(contentsOf: stack.screens) }
    }
    let screens = storage.layers[address.layer].stacks[address.stack].screens
    leaving.append(contentsOf: screens[(position + 1)...])
    return leaving
  }

  /// The first screen among `screens` whose owner or model refuses to leave.
  func refusal(among screens: [Screen], cause: NavigationCause) -> ScreenID? {
    for screen in screens {
      guard let record = screenRecords[screen.id] else { continue }
      if !allows(route: screen.route, record: record, cause: cause) { return screen.id }
    }
    return nil
  }

  private func allows(route: AnyRoute, record: ScreenRecord, cause: NavigationCause) -> Bool {
    if let guarding = record.model as? any LeaveGuard, !guarding.canLeave(cause: cause) {
      return false
    }
    return record.owner.allowsLeaving(route, cause: cause)
  }
}
