public import Coordination

/// What a platform shows, kept by its adapter: the one place that says whether a change seen
/// on the platform was the adapter's own or the user's.
///
/// The adapter renders the store's updates through ``render(_:)``, which records the new state
/// as shown and returns the steps to show it: when the platform later calls back about a
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
  /// replacement. Only the last of several dismissals or presentations is animated.
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
      let shown = ShownLayer(layer)
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
    let new = ShownLayer(layer)
    defer { layers[index] = new }
    let old = layers[index]
    guard old.stacks.map(\.id) == new.stacks.map(\.id) else {
      return [.setTabs(in: new.id, stacks: new.stacks, selectedIndex: new.selectedIndex)]
    }
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
}
