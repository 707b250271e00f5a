import Testing
import UIKit

/// A view controller that makes its own view.
final class CustomViewController: UIViewController {
  var loads = 0
  let custom = UILabel()

  override func loadView() {
    loads += 1
    view = custom
  }
}

/// A view controller that records containment calls.
final class ChildScreen: UIViewController {
  var calls: [String] = []

  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    calls.append("willMove(\(parent?.standInName ?? "nil"))")
  }

  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    calls.append("didMove(\(parent?.standInName ?? "nil"))")
  }
}

extension StandInTests {
  @Suite("UIViewController")
  struct ViewControllerTests {
    init() {
      resetStandIn()
    }

    @Test("The view loads lazily, once, through loadView then viewDidLoad")
    func lazyView() {
      let controller = CustomViewController()
      #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
      #expect(controller.view === controller.custom)
      _ = controller.view
      #expect(controller.loads == 1 && controller.isViewLoaded)
    }

    @Test("addChild calls willMove; removeFromParent calls didMove(nil), as documented")
    func containment() {
      let parent = UIViewController()
      parent.title = "P"
      let child = ChildScreen()
      parent.addChild(child)
      child.didMove(toParent: parent)
      child.willMove(toParent: nil)
      child.removeFromParent()
      #expect(child.calls == ["willMove(P)", "didMove(P)", "willMove(nil)", "didMove(nil)"])
      #expect(parent.children.isEmpty && child.parent == nil)
    }

    @Test("The title reaches the navigation item and the tab bar item")
    func title() {
      let controller = UIViewController()
      controller.title = "One"
      #expect(controller.navigationItem.title == "One")
      #expect(controller.tabBarItem.title == "One")
      controller.title = "Two"
      #expect(controller.navigationItem.title == "Two" && controller.tabBarItem.title == "Two")
    }

    @Test("Ancestors are found through parents")
    func ancestors() {
      let leaf = UIViewController()
      let navigation = UINavigationController(rootViewController: leaf)
      let tabs = UITabBarController()
      tabs.viewControllers = [navigation]
      #expect(leaf.navigationController === navigation && leaf.tabBarController === tabs)
    }

    @Test("Equality is identity, as NSObject's")
    func identity() {
      let first = UIViewController()
      let second = UIViewController()
      #expect(first == first && first != second && Set([first, second, first]).count == 2)
    }
  }
}
