public import Coordination

/// One thing an adapter does to show a new state, in the order ``ShownNavigation/render(_:)``
/// returns them.
///
/// The order is the one UIKit needs: dismissals first (a presenter that goes away takes what
/// it presents along), then the changes of the layers that stay, then the new layers bottom
/// first (each presented from the one below, once that one is shown).
public enum RenderStep: Hashable, Sendable {
  /// Dismiss these layers, lowest first: dismissing the lowest from its presenter takes the
  /// ones above it along.
  case dismiss([LayerID], animated: Bool)
  /// A stack of a layer that stays changes. For a split layer collapsed into one stack (see
  /// ``ShownLayer/isCollapsed``), the stack is its first column's and the change is one of
  /// the collapsed screens.
  case update(StackID, in: LayerID, StackChange, animated: Bool)
  /// The tabs of a tab layer changed (a tab left): show these stacks, select `selectedIndex`.
  case setTabs(in: LayerID, stacks: [ShownLayer.Stack], selectedIndex: Int)
  /// Another tab of a tab layer is selected (never for a split layer, whose selection shows
  /// nothing).
  case select(tab: Int, in: LayerID)
  /// Present a new layer with all its stacks, above the top layer.
  case present(ShownLayer, animated: Bool)
}
