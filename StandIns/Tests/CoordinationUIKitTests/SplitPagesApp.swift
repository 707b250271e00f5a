import Coordination
import CoordinationUIKit
import Foundation
import UIKit

// A split app for the UIKit driver: a list in the sidebar (the pages' second flow), a
// placeholder in the detail until a page is picked, and a guarded editor.

enum SplitPagesRoute: NavigationRoute {
  case list, shelf, placeholder, editor
  case page(Int)
}

/// The split container: what it shows replaces a column.
final class PagesSplit: SplitCoordinator<SplitPagesRoute> {
  init(threeColumns: Bool = false) {
    super.init(sidebar: .list, content: threeColumns ? .shelf : nil, detail: .placeholder)
  }

  override func destination(for route: SplitPagesRoute) -> Destination {
    switch route {
    case .list, .shelf, .page: .flow(SecondCoordinator())
    case .placeholder: .screen(PageModel("placeholder"))
    case .editor: .screen(EditorModel())
    }
  }
}

/// The split app shown by the UIKit driver in a window of the stand-in.
@MainActor
final class SplitUIKitApp {
  let split: PagesSplit
  let store: NavigationStore
  let host: WindowHost
  var driver: UIKitDriver { host.driver }

  init(threeColumns: Bool = false) {
    StandInTransitions.reset()
    StandInLog.clear()
    split = PagesSplit(threeColumns: threeColumns)
    store = NavigationStore(root: split, leakTracking: true)
    var registry = pagesRegistry()
    registry.register(EditorModel.self) { _ in UIViewController(nibName: nil, bundle: nil) }
    host = WindowHost(window: UIWindow(frame: .zero), store: store, registry: registry)
    host.start()
  }

  /// The window's split view controller.
  var splitController: UISplitViewController? {
    host.window.rootViewController as? UISplitViewController
  }

  /// The navigation controller of a UIKit column.
  func navigation(_ column: UISplitViewController.Column) -> UINavigationController? {
    splitController?.viewController(for: column) as? UINavigationController
  }

  /// The screens each column's navigation controller shows, primary first, then the compact
  /// column's.
  var shown: [[ScreenID?]] {
    let columns: [UISplitViewController.Column] =
      splitController?.style == .tripleColumn
      ? [.primary, .supplementary, .secondary, .compact] : [.primary, .secondary, .compact]
    return columns.map { column in
      navigation(column)?.viewControllers.map { driver.screen(of: $0) } ?? []
    }
  }

  /// What the store's state says the columns show: each column's screens when expanded; when
  /// collapsed, nothing in the columns and all of them, sidebar first, in the compact one.
  var expected: [[ScreenID?]] {
    let stacks = store.state.layers.first?.stacks.map { $0.screens.map(\.id) } ?? []
    if splitController?.isCollapsed == true {
      return stacks.map { _ in [] } + [stacks.flatMap { $0 }]
    }
    return stacks + [[]]
  }

  /// The coordinator that owns the top screen of a column.
  func owner(of column: SplitColumn) -> SecondCoordinator? {
    store.state.topLayer?.stack(for: column)?.top.flatMap { store.owner(of: $0.id) }
      as? SecondCoordinator
  }
}
