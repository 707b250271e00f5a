import Coordination
import CoordinationUIKit
import Foundation
import UIKit

/// The pages app shown by the UIKit driver in a window of the stand-in.
@MainActor
final class UIKitApp {
  let root = PagesCoordinator()
  let store: NavigationStore
  let host: WindowHost
  var driver: UIKitDriver { host.driver }

  init() {
    StandInTransitions.reset()
    StandInLog.clear()
    store = NavigationStore(root: root, leakTracking: true)
    host = WindowHost(window: UIWindow(frame: .zero), store: store, registry: pagesRegistry())
    host.start()
  }

  /// An app launched into a state (a restoration or a deep link at launch): `prepare` changes
  /// the started store before the driver is made, and the window becomes visible after.
  init(launchingInto prepare: (NavigationStore) throws -> Void) rethrows {
    StandInTransitions.reset()
    StandInLog.clear()
    store = NavigationStore(root: root, leakTracking: true)
    store.start()
    try prepare(store)
    host = WindowHost(window: UIWindow(frame: .zero), store: store, registry: pagesRegistry())
    host.start()
  }

  /// The coordinator that owns the top screen.
  var focused: AnyCoordinator {
    store.state.topScreen.flatMap { store.owner(of: $0.id) } ?? root
  }

  /// The alert controller on top, if a question is presented.
  var question: UIAlertController? {
    var top: UIViewController = driver.rootViewController
    while let next = top.presentedViewController { top = next }
    return top as? UIAlertController
  }

  /// The navigation controller the user sees.
  var visibleNavigation: UINavigationController? {
    var top: UIViewController = driver.rootViewController
    while let next = top.presentedViewController { top = next }
    if let tabs = top as? UITabBarController {
      return tabs.selectedViewController as? UINavigationController
    }
    return top as? UINavigationController
  }

  /// What UIKit shows, per presented level: the screens of each navigation controller, and
  /// the selected tab.
  var shown: [String] {
    var levels: [String] = []
    var container: UIViewController? = driver.rootViewController
    while let current = container {
      levels.append(describe(current))
      container = current.presentedViewController
    }
    return levels
  }

  /// What the store's state says UIKit should show, in the same terms.
  var expected: [String] {
    store.state.layers.map { layer in
      if layer.style.isQuestion {
        let model = layer.stacks.first?.screens.first.flatMap { store.model(for: $0.id) }
        return "question \((model as? AlertModel)?.title ?? "?")"
      }
      let stacks = layer.stacks.map {
        "[" + $0.screens.map(\.id.description).joined(separator: ",") + "]"
      }
      return (layer.isTabbed ? "tabs sel=\(layer.selectedIndex) " : "")
        + stacks.joined(separator: " ")
    }
  }

  private func describe(_ container: UIViewController) -> String {
    func screens(_ navigation: UINavigationController) -> String {
      let ids = navigation.viewControllers.map { driver.screen(of: $0)?.description ?? "?" }
      return "[" + ids.joined(separator: ",") + "]"
    }
    if let alert = container as? UIAlertController { return "question \(alert.title ?? "?")" }
    if let tabs = container as? UITabBarController {
      let stacks = (tabs.viewControllers ?? []).map {
        ($0 as? UINavigationController).map(screens) ?? "?"
      }
      return "tabs sel=\(tabs.selectedIndex) " + stacks.joined(separator: " ")
    }
    return (container as? UINavigationController).map(screens) ?? "?"
  }
}
