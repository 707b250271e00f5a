// Where going back leaves the state, and whether the guards let it: every way the user goes
// back (button, swipe, back menu, the browser's Back, a back or close link) and the part of a
// deep link that keeps what matches. Guards first, then `returnTo(_:in:)` removes what leaves.

extension NavigationStore {
  /// Where a return leaves the state: the first `keeping` screens of `stack` stay, the layers
  /// above leave, `tab` is selected, and the stacks in `emptying` (split columns after
  /// `stack`'s, top first) leave whole before `stack`'s screens.
  struct ReturnPoint {
    var stack: StackID
    var keeping: Int
    var tab: (layer: Int, index: Int)?
    var emptying: [StackID] = []
  }

  /// The point at which `screen` is on top, its tab selected. With `collapsed`, in a split
  /// layer shown as one stack, the columns after its column leave whole.
  func returnPoint(showing screen: ScreenID, collapsed: Bool = false) -> ReturnPoint? {
    guard let record = engine.record(of: screen) else { return nil }
    var point = ReturnPoint(
      stack: engine.stackID(at: record.address), keeping: record.position + 1,
      tab: (record.address.layer, record.address.stack))
    if collapsed, case let layer = engine.state.layers[record.address.layer],
      layer.splitColumns != nil
    {
      // Top of the collapsed stack first: the detail's screens leave before the content's.
      point.emptying = layer.stacks[(record.address.stack + 1)...].reversed().map(\.id)
    }
    return point
  }

  /// The first screen that would leave on a return to `point` and refuses to, in O(*k*).
  func refusal(returningTo point: ReturnPoint, cause: NavigationCause) -> ScreenID? {
    guard let address = engine.address(of: point.stack) else { return nil }
    var leaving = engine.screens(above: point.keeping - 1, at: address)
    for stack in point.emptying {
      guard let emptied = engine.address(of: stack) else { continue }
      leaving.append(contentsOf: engine.screens(at: emptied).reversed())
    }
    return refusal(among: leaving, cause: cause)
  }

  func refusal(among screens: [Screen], cause: NavigationCause) -> ScreenID? {
    for screen in screens where engine.record(of: screen.id) != nil {
      if !allows(screen, cause: cause) { return screen.id }
    }
    return nil
  }

  func allows(_ screen: Screen, cause: NavigationCause) -> Bool {
    let model = engine.record(of: screen.id)?.model
    if let guarding = model as? any LeaveGuard, !guarding.canLeave(cause: cause) {
      return false
    }
    return engine.coordinator(screen.owner)?.allowsLeaving(screen.route, cause: cause) ?? true
  }
}
