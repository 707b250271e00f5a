// Split steps: what a split container shows replaces its column's content; a back in a split
// collapsed into one stack empties the columns after the one it returns into.

extension NavigationStore {
  /// The index of the split layer whose column `stack` is, when `owner` is its container.
  func splitColumnLayer(of stack: StackID, ownedBy owner: AnyCoordinator) -> Int? {
    guard owner.containerLayout?.splitColumns != nil,
      let address = engine.layout.stackAddresses[stack],
      tabLayerIndex(of: owner) == address.layer
    else { return nil }
    return address.layer
  }

  /// Empties a split column and shows `route` of its container there, as
  /// `showDetailViewController(_:sender:)` does.
  func replaceColumn(
    _ stack: StackID, with route: AnyRoute, owner: AnyCoordinator, cause: NavigationCause
  ) -> [FollowUp] {
    var after = emptyColumn(stack, for: owner, cause: cause)
    after.add(place(route, owner: owner, onto: stack, cause: cause))
    after.add(settle(owner, cause: cause))
    return after
  }

  /// Empties a split column about to show something else, its container held meanwhile (it
  /// does not finish when its last screen leaves only to be replaced).
  func emptyColumn(_ stack: StackID, for owner: AnyCoordinator, cause: NavigationCause)
    -> [FollowUp]
  {
    guard let address = engine.layout.stackAddresses[stack], engine.layout.count(at: address) > 0
    else { return [] }
    return withHold(owner) { truncate(stack, to: 0, collapse: false, cause: cause) }
  }

  /// Shows a route of a split container in one of its columns, replacing what it showed, and
  /// selects the column.
  func show(
    _ route: AnyRoute, in column: SplitColumn, of container: AnyCoordinator,
    cause: NavigationCause
  ) throws(NavigationError) -> CommandOutcome {
    guard let layerIndex = tabLayerIndex(of: container),
      let index = engine.layout.state.layers[layerIndex].splitColumns?.firstIndex(of: column)
    else { throw .routeNotShown(route: column.rawValue) }
    let stack = engine.layout.state.layers[layerIndex].stacks[index].id
    commit {
      engine.select(tab: index, inLayer: layerIndex, cause: cause)
      return place(route, owner: container, onto: stack, cause: cause)
    }
    return .applied
  }

  /// The selected column of a split container's layer.
  func selectedColumn(of container: AnyCoordinator) -> SplitColumn? {
    guard let layerIndex = tabLayerIndex(of: container) else { return nil }
    let layer = engine.layout.state.layers[layerIndex]
    guard let columns = layer.splitColumns, columns.indices.contains(layer.selectedIndex) else {
      return nil
    }
    return columns[layer.selectedIndex]
  }

  /// The point at which `screen` is on top of a split layer collapsed into one stack: the
  /// columns after its column leave whole. Outside a split layer, ``returnPoint(showing:)``.
  func collapsedReturnPoint(showing screen: ScreenID) -> ReturnPoint? {
    guard var point = returnPoint(showing: screen), let record = engine.layout.screenRecords[screen]
    else { return nil }
    let layer = engine.layout.state.layers[record.address.layer]
    if layer.splitColumns != nil {
      // Top of the collapsed stack first: the detail's screens leave before the content's.
      point.emptying = layer.stacks[(record.address.stack + 1)...].reversed().map(\.id)
    }
    return point
  }
}
