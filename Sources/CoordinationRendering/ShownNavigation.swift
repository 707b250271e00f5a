public import Coordination

/// What a UI framework shows, kept by its adapter: the one place that says whether a change
/// seen in the UI framework was the adapter's own or the user's.
///
/// The adapter renders the store's updates through ``render(_:)``, which records the new state
/// as shown and returns the steps to show it: when the UI framework later calls back about a
/// change the adapter made (a navigation controller's `didShow` after a code pop), what it
/// shows already equals this record and nothing is reported. When the user changes what is
/// shown (the back button, a swipe, a sheet dragged down, a tab tapped), the adapter records it
/// with ``userShows(_:in:)``, ``userDismissed(_:)`` or ``userSelected(tab:in:)``, which return
/// the `UserAction` to tell the store; once the store has answered, rendering
/// its state again puts back whatever a guard refused.
///
/// ```swift
/// var shown = ShownNavigation()
/// let steps = shown.render(store.state)  // show the first state
/// // ... the user popped a screen: the navigation controller shows one screen less
/// if let action = shown.userShows(remaining, in: stack) {
///   if case .refused = try store.handle(action) {
///     apply(shown.render(store.state))  // put it back
///   }
/// }
/// ```
public struct ShownNavigation: Hashable, Sendable {
  /// The layers shown, root first.
  public internal(set) var layers: [ShownLayer] = []
  /// Whether the window's width is compact (a `horizontalSizeClass` of `.compact`): split
  /// layers are then shown collapsed into one stack. Changed by ``setCompact(_:)``.
  public internal(set) var isCompact = false

  /// Nothing shown yet.
  public init() {}

  /// The stack with this identity, wherever it is shown.
  public func stack(_ id: StackID) -> ShownLayer.Stack? {
    for layer in layers {
      if let stack = layer.stacks.first(where: { $0.id == id }) { return stack }
    }
    return nil
  }

  /// The layer with this identity.
  public func layer(_ id: LayerID) -> ShownLayer? { layers.first { $0.id == id } }

  // MARK: Rendering the store's state

  /// Records `state` as shown and returns the steps that show it, starting from what was
  /// shown: dismissals, changes of the layers that stay, presentations.
  ///
  /// A stack that gains one screen is a push and one that loses screens from the top a pop,
  /// both animated when the stack is the one the user sees; any other change is one
  /// replacement. Only the last of several dismissals or presentations is animated. Every
  /// column of an expanded split layer is seen; a collapsed split layer changes as one stack
  /// (its ``ShownLayer/collapsedScreens``) named by its first column's identity. A split
  /// layer's selection (the column last acted in) shows nothing, so it has no step.
  ///
  /// - Complexity: O(*s*) in the number of screens shown before and after.
  public mutating func render(_ state: NavigationState) -> [RenderStep] {
    var kept = 0
    while kept < layers.count, kept < state.layers.count,
      layers[kept].id == state.layers[kept].id, layers[kept].style == state.layers[kept].style
    {
      kept += 1
    }
    var steps: [RenderStep] = []
    if kept < layers.count {
      let presents = kept < state.layers.count
      steps.append(.dismiss(layers[kept...].map(\.id), animated: !presents))
      layers.removeSubrange(kept...)
    }
    for index in 0..<kept {
      let isTop = index == state.layers.count - 1
      steps.append(contentsOf: update(index, to: state.layers[index], isTop: isTop))
    }
    for (offset, layer) in state.layers[kept...].enumerated() {
      let shown = ShownLayer(layer, compact: isCompact)
      layers.append(shown)
      let position = kept + offset
      steps.append(.present(shown, animated: position > 0 && position == state.layers.count - 1))
    }
    return steps
  }

  /// The steps that bring the layer at `index` to `layer`, which has its identity.
  private mutating func update(_ index: Int, to layer: PresentationLayer, isTop: Bool)
    -> [RenderStep]
  {
    let new = ShownLayer(layer, compact: isCompact)
    defer { layers[index] = new }
    let old = layers[index]
    guard old.stacks.map(\.id) == new.stacks.map(\.id) else {
      return [.setTabs(in: new.id, stacks: new.stacks, selectedIndex: new.selectedIndex)]
    }
    if new.splitColumns != nil { return splitSteps(from: old, to: new, isTop: isTop) }
    var steps: [RenderStep] = []
    for (position, stack) in new.stacks.enumerated() {
      guard let change = StackChange(from: old.stacks[position].screens, to: stack.screens)
      else { continue }
      let seen = isTop && position == new.selectedIndex
      steps.append(.update(stack.id, in: new.id, change, animated: seen))
    }
    if old.selectedIndex != new.selectedIndex {
      steps.append(.select(tab: new.selectedIndex, in: new.id))
    }
    return steps
  }

  /// The steps that bring a split layer from `old` to `new`: one change of the collapsed
  /// stack, or one per column that changed.
  private func splitSteps(from old: ShownLayer, to new: ShownLayer, isTop: Bool) -> [RenderStep] {
    if new.isCollapsed, let first = new.stacks.first {
      guard let change = StackChange(from: old.collapsedScreens, to: new.collapsedScreens) else {
        return []
      }
      return [.update(first.id, in: new.id, change, animated: isTop)]
    }
    return zip(old.stacks, new.stacks).compactMap { before, after in
      StackChange(from: before.screens, to: after.screens).map {
        .update(after.id, in: new.id, $0, animated: isTop)
      }
    }
  }

  // MARK: The platform's width

  /// Records the window's width and returns the steps that show each split layer in its new
  /// shape: collapsing sets its first column's stack to the collapsed screens and empties the
  /// others; expanding sets each column's stack to its own screens. Nothing when the width
  /// did not change.
  ///
  /// UIKit and SwiftUI move the columns' screens themselves when the size class changes; their
  /// adapters record the width here (so that later renders and the user's backs read the
  /// right shape) and need not perform the steps.
  ///
  /// - Complexity: O(*s*) in the number of screens of the split layers.
  public mutating func setCompact(_ compact: Bool) -> [RenderStep] {
    guard compact != isCompact else { return [] }
    isCompact = compact
    var steps: [RenderStep] = []
    for index in layers.indices where layers[index].splitColumns != nil {
      layers[index].isCollapsed = compact
      let layer = layers[index]
      for (position, stack) in layer.stacks.enumerated() {
        let screens = compact ? (position == 0 ? layer.collapsedScreens : []) : stack.screens
        steps.append(.update(stack.id, in: layer.id, .replace(with: screens), animated: false))
      }
    }
    return steps
  }
}
