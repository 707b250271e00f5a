#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import Coordination
  import CoordinationRendering
  import UIKit

  // Split layers: a UISplitViewController with a navigation controller per column, and one more
  // for the compact column, which UIKit shows instead of the columns while collapsed. The driver
  // moves the screens' view controllers between them when the width changes; while collapsed,
  // the render steps of the first column's stack change the compact one.

  extension UIKitDriver {
    /// UIKit's column for each of a split layer's columns.
    static func uiColumn(_ column: SplitColumn) -> UISplitViewController.Column {
      switch column {
      case .sidebar: .primary
      case .content: .supplementary
      case .detail: .secondary
      }
    }

    /// A `UISplitViewController` for a split layer: a navigation controller per column, and
    /// the compact column's, filled for the width the layer is shown at.
    func makeSplitController(for layer: ShownLayer, columns: [SplitColumn]) -> UIViewController {
      let split = UISplitViewController(style: columns.count == 3 ? .tripleColumn : .doubleColumn)
      splitControllers[layer.id] = SplitContainer(split, layer: layer.id, driver: self)
      for (column, stack) in zip(columns, layer.stacks) {
        split.setViewController(navigationController(for: stack), for: Self.uiColumn(column))
      }
      if let first = layer.stacks.first {
        let compact = CoordinatedNavigationController(nibName: nil, bundle: nil)
        compactNavigations[first.id] = StackNavigation(compact, stack: first.id, driver: self)
        split.setViewController(compact, for: .compact)
      }
      if layer.isCollapsed { lay(out: layer) }
      return split
    }

    /// The navigation controller that shows a stack's render steps: the compact column's for
    /// the first column of a collapsed split layer, else the stack's own.
    func stepNavigation(for stack: StackID) -> StackNavigation? {
      if shown.isCompact, let compact = compactNavigations[stack] { return compact }
      return navigationControllers[stack]
    }

    /// What a stack's navigation controller shows in the record: a collapsed split's screens
    /// for its first column, else the stack's.
    func shownScreens(of stack: StackID) -> [Screen]? {
      if shown.isCompact, compactNavigations[stack] != nil,
        let layer = shown.layers.first(where: { $0.stacks.first?.id == stack })
      {
        return layer.collapsedScreens
      }
      return shown.stack(stack)?.screens
    }

    /// The column on top once a split collapses: the last column that shows something.
    func topColumnForCollapsing(_ layer: LayerID) -> UISplitViewController.Column? {
      guard let shownLayer = shown.layer(layer), let columns = shownLayer.splitColumns else {
        return nil
      }
      let last = zip(columns, shownLayer.stacks).reversed().first { !$1.screens.isEmpty }?.0
      return last.map(Self.uiColumn)
    }

    /// The width changed: the record reads the new shape at once (UIKit has reshaped), and
    /// each split layer's view controllers move between its columns and its compact column
    /// once UIKit is idle: a navigation controller's change while its transition runs is
    /// refused, deferred or dropped (see `StrictUIKitTests`).
    func splitWidthChanged(compact: Bool) {
      _ = shown.setCompact(compact)
      needsSplitLayout = true
      advance()
    }

    /// Puts every split layer's view controllers where its width shows them.
    func layOutSplits() {
      for layer in shown.layers where layer.splitColumns != nil { lay(out: layer) }
    }

    /// Puts a split layer's view controllers where its width shows them.
    private func lay(out layer: ShownLayer) {
      guard let first = layer.stacks.first, let compact = compactNavigations[first.id] else {
        return
      }
      // Emptied first, so that a view controller is never in two navigation controllers.
      let emptied =
        layer.isCollapsed ? layer.stacks.compactMap { navigationControllers[$0.id] } : [compact]
      for navigation in emptied where !navigation.controller.viewControllers.isEmpty {
        navigation.setAsDriver([])
      }
      if layer.isCollapsed {
        compact.setAsDriver(layer.collapsedScreens.map(controller))
      } else {
        for stack in layer.stacks {
          navigationControllers[stack.id]?.setAsDriver(stack.screens.map(controller))
        }
      }
    }
  }
#endif
