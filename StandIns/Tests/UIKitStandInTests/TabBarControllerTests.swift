import Testing
import UIKit

extension StandInTests {
  @Suite("UITabBarController")
  struct TabBarControllerTests {
    let log = EventLog()
    let delegate: RecordingDelegate
    let a: Screen
    let b: Screen
    let tabs = UITabBarController()

    init() {
      resetStandIn()
      delegate = RecordingDelegate(log: log)
      a = Screen("A", log: log)
      b = Screen("B", log: log)
      tabs.setViewControllers([a, b], animated: false)
      tabs.delegate = delegate
      showInWindow(tabs)
      log.events.removeAll()
      StandInLog.clear()
    }

    @Test("A user tap asks shouldSelect, selects, then sends didSelect")
    func userSelect() {
      #expect(tabs.standInUserSelect(index: 1))
      #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === b)
      #expect(
        log.events == [
          "shouldSelect B", "A viewWillDisappear", "B viewDidLoad", "B viewWillAppear",
          "A viewDidDisappear", "B viewDidAppear", "didSelect B",
        ])
    }

    @Test("Tapping the selected tab again sends didSelect too")
    func reTap() {
      #expect(tabs.standInUserSelect(index: 0))
      #expect(log.events == ["shouldSelect A", "didSelect A"])
    }

    @Test("shouldSelect returning false keeps the selection and sends nothing else")
    func refused() {
      delegate.allowsSelection = false
      #expect(!tabs.standInUserSelect(index: 1))
      #expect(tabs.selectedIndex == 0 && log.events == ["shouldSelect B"])
    }

    @Test("Selecting in code sends no delegate call")
    func codeSelection() {
      tabs.selectedIndex = 1
      tabs.selectedViewController = a
      #expect(log.only("Select").isEmpty && log.only("select").isEmpty)
      #expect(tabs.selectedIndex == 0)
      #expect(StandInLog.entries == ["select tab 1", "select tab 0"])
    }

    @Test("Re-tapping a tab that holds a navigation controller pops it to the root")
    func reTapPopsToRoot() {
      let c = Screen("C", log: log)
      let navigation = UINavigationController(rootViewController: b)
      tabs.setViewControllers([a, navigation], animated: false)
      tabs.selectedIndex = 1
      navigation.pushViewController(c, animated: false)
      StandInLog.clear()
      #expect(tabs.standInUserSelect(index: 1))
      #expect(navigation.viewControllers == [b])
      #expect(StandInLog.entries == ["user: select tab 1", "popToRoot animated=true"])
    }

    @Test("The tabs' view controllers know their tab bar controller")
    func containment() {
      #expect(a.tabBarController === tabs && a.parent === tabs)
      #expect(tabs.children == [a, b])
    }
  }
}
