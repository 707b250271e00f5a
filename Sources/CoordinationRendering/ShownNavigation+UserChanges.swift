public import Coordination

// What the user changed on the platform, recorded before the store hears of it. A back in a
// stack records that stack only: layers presented above it (which a platform shows only when a
// user's back and the app's own presentation cross) stay in the record, so the store's next
// state dismisses them through a render step.

extension ShownNavigation {
  /// Records that a stack now shows `screens` because the user went back (the back button,
  /// the back menu, a completed swipe), and returns the action to report; `nil` when nothing
  /// changed (the adapter's own change, or a cancelled swipe) or when the stack does not
  /// show what it showed before minus screens from its top (not the user's doing: render
  /// the store's state again).
  ///
  /// In a split layer the user's back in a column selects that column. A collapsed split
  /// layer is one stack named by its first column: `screens` are then what that stack shows of
  /// the collapsed screens, and the action is `UserAction.poppedCollapsed(to:)`.
  ///
  /// The root layer's single stack showing none of its screens (an adapter that shows it above
  /// an app's own screens, which the user went back to) is the user leaving the flow: every
  /// layer's screens leave the record, and the action is `UserAction.leftFlow`.
  ///
  /// - Complexity: O(*n*) in the number of screens of the stack.
  public mutating func userShows(_ screens: [ScreenID], in stack: StackID) -> UserAction? {
    guard let (layerIndex, stackIndex) = position(of: stack) else { return nil }
    if screens.isEmpty, layerIndex == 0, layers[0].stacks.count == 1,
      !layers[0].stacks[0].screens.isEmpty
    {
      layers.removeSubrange(1...)
      layers[0].stacks[0].screens = []
      return .leftFlow
    }
    if layers[layerIndex].isCollapsed {
      let shown = layers[layerIndex].collapsedScreens
      guard stackIndex == 0, let top = screens.last, screens.count < shown.count,
        shown.map(\.id).starts(with: screens)
      else { return nil }
      return collapsedBack(to: top, inLayer: layerIndex)
    }
    let shown = layers[layerIndex].stacks[stackIndex].screens
    guard let top = screens.last, screens.count < shown.count,
      shown.map(\.id).starts(with: screens)
    else { return nil }
    layers[layerIndex].stacks[stackIndex].screens.removeSubrange(screens.count...)
    selectColumn(stackIndex, inLayer: layerIndex)
    return .popped(to: top)
  }

  /// Records that the user went back to `screen` in a stack (UIKit names the view controller
  /// its back button, back menu or swipe pops to), and returns the action to report; `nil`
  /// when the stack does not show that screen below its top.
  ///
  /// Unlike ``userShows(_:in:)``, this does not read what the UI framework shows now, which may
  /// already include changes the adapter queued while the user's gesture ran.
  ///
  /// In a collapsed split layer (one stack named by its first column), `screen` may be in any
  /// column below the collapsed stack's top; the action is then
  /// `UserAction.poppedCollapsed(to:)`.
  ///
  /// - Complexity: O(*n*) in the number of screens of the stack.
  public mutating func userPopped(to screen: ScreenID, in stack: StackID) -> UserAction? {
    if let (layerIndex, stackIndex) = position(of: stack), layers[layerIndex].isCollapsed {
      let shown = layers[layerIndex].collapsedScreens
      guard stackIndex == 0, let index = shown.firstIndex(where: { $0.id == screen }),
        index < shown.count - 1
      else { return nil }
      return collapsedBack(to: screen, inLayer: layerIndex)
    }
    guard let (layerIndex, stackIndex) = position(of: stack),
      let index = layers[layerIndex].stacks[stackIndex].screens.firstIndex(where: {
        $0.id == screen
      }),
      index < layers[layerIndex].stacks[stackIndex].screens.count - 1
    else { return nil }
    layers[layerIndex].stacks[stackIndex].screens.removeSubrange((index + 1)...)
    selectColumn(stackIndex, inLayer: layerIndex)
    return .popped(to: screen)
  }

  /// Records that the user dismissed a modal layer (a sheet dragged down, a close control the
  /// UI framework draws), and the layers above it, and returns the action to report; `nil` when
  /// that layer is not shown, or is the root layer.
  public mutating func userDismissed(_ layer: LayerID) -> UserAction? {
    guard let index = layers.firstIndex(where: { $0.id == layer }), index > 0 else { return nil }
    layers.removeSubrange(index...)
    return .dismissed(layer)
  }

  /// Records that the user selected a tab, and returns the action to report: a re-tap of the
  /// selected tab is `UserAction.reselectedTab(_:)` (the store takes it back to its first
  /// screen); `nil` when the tab does not exist, or for a split layer's selected column.
  public mutating func userSelected(tab index: Int, in layer: LayerID) -> UserAction? {
    guard let position = layers.firstIndex(where: { $0.id == layer }),
      layers[position].stacks.indices.contains(index)
    else { return nil }
    guard layers[position].selectedIndex != index else {
      return layers[position].isTabbed ? .reselectedTab(layer) : nil
    }
    layers[position].selectedIndex = index
    return .selectedTab(layer, index: index)
  }

  /// Records the user's back to `screen` in the collapsed split layer at `layerIndex`: the
  /// screens above it in its column and the columns after it leave, its column is selected.
  private mutating func collapsedBack(to screen: ScreenID, inLayer layerIndex: Int) -> UserAction? {
    guard
      let column = layers[layerIndex].stacks.firstIndex(where: {
        $0.screens.contains { $0.id == screen }
      })
    else { return nil }
    for index in layers[layerIndex].stacks.indices where index >= column {
      let screens = layers[layerIndex].stacks[index].screens
      let kept = index == column ? (screens.firstIndex { $0.id == screen } ?? -1) + 1 : 0
      layers[layerIndex].stacks[index].screens.removeSubrange(kept...)
    }
    selectColumn(column, inLayer: layerIndex)
    return .poppedCollapsed(to: screen)
  }

  /// Records that the user acted in a column of a split layer.
  private mutating func selectColumn(_ index: Int, inLayer layerIndex: Int) {
    if layers[layerIndex].splitColumns != nil { layers[layerIndex].selectedIndex = index }
  }

  /// The layer and stack indices of a stack.
  private func position(of stack: StackID) -> (Int, Int)? {
    for (layerIndex, layer) in layers.enumerated() {
      if let stackIndex = layer.stacks.firstIndex(where: { $0.id == stack }) {
        return (layerIndex, stackIndex)
      }
    }
    return nil
  }
}
