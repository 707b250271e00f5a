import Testing
import UIKit

/// A navigation controller that counts the pops UIKit asks of it.
final class CountingNavigationController: UINavigationController {
  var pops = 0
  var popsTo = 0

  override func popViewController(animated: Bool) -> UIViewController? {
    pops += 1
    return super.popViewController(animated: animated)
  }

  override func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    popsTo += 1
    return super.popToViewController(viewController, animated: animated)
  }
}

extension StandInTests {
  @Suite("UINavigationController")
  struct NavigationControllerTests {
    let log = EventLog()
    let delegate: RecordingDelegate
    let a: Screen
    let b: Screen
    let c: Screen

    init() {
      resetStandIn()
      delegate = RecordingDelegate(log: log)
      a = Screen("A", log: log)
      b = Screen("B", log: log)
      c = Screen("C", log: log)
    }

    /// A visible navigation controller showing `screens`, with the log and call log emptied.
    func visibleNavigation(_ screens: [Screen]) -> CountingNavigationController {
      let navigation = CountingNavigationController(rootViewController: screens[0])
      navigation.delegate = delegate
      showInWindow(navigation)
      navigation.setViewControllers(screens, animated: false)
      log.events.removeAll()
      StandInLog.clear()
      navigation.pops = 0
      return navigation
    }

    @Test("The first appearance shows the root to the delegate, with no coordinator")
    func firstAppearance() {
      let navigation = UINavigationController(rootViewController: a)
      navigation.delegate = delegate
      showInWindow(navigation)
      #expect(
        log.events == [
          "willShow A (no coordinator)", "A viewDidLoad", "A viewWillAppear", "A viewDidAppear",
          "didShow A (no coordinator)",
        ])
    }

    @Test("An animated push: willShow with a coordinator, appearance calls, then didShow")
    func animatedPush() {
      let navigation = visibleNavigation([a])
      navigation.pushViewController(b, animated: true)
      #expect(navigation.viewControllers == [a, b])
      #expect(
        log.events == [
          "willShow B (A->B interactive=false cancelled=false)", "A viewWillDisappear",
          "B viewDidLoad", "B viewWillAppear", "A viewDidDisappear", "B viewDidAppear",
          "didShow B (A->B interactive=false cancelled=false)",
        ])
      #expect(StandInLog.entries == ["push(B) animated=true"])
      #expect(navigation.transitionCoordinator == nil)
      #expect(b.parent === navigation && b.navigationController === navigation)
    }

    @Test("A non-animated push has no transition coordinator")
    func nonAnimatedPush() {
      let navigation = visibleNavigation([a])
      navigation.pushViewController(b, animated: false)
      #expect(log.only("Show") == ["willShow B (no coordinator)", "didShow B (no coordinator)"])
    }

    @Test("The back button pops through popViewController(animated: true)")
    func backButton() {
      let navigation = visibleNavigation([a, b])
      #expect(navigation.standInTapBack())
      #expect(navigation.pops == 1)
      #expect(navigation.viewControllers == [a])
      #expect(
        log.events == [
          "willShow A (B->A interactive=false cancelled=false)", "B viewWillDisappear",
          "A viewWillAppear", "B viewDidDisappear", "A viewDidAppear",
          "didShow A (B->A interactive=false cancelled=false)",
        ])
      #expect(StandInLog.entries == ["user: tap back", "pop(B) animated=true"])
      #expect(b.parent == nil)
    }

    @Test("The back button runs the navigation item's backAction instead of popping")
    func backAction() {
      let navigation = visibleNavigation([a, b])
      var ran = false
      b.navigationItem.backAction = UIAction { _ in ran = true }
      #expect(navigation.standInTapBack())
      #expect(ran && navigation.pops == 0 && navigation.viewControllers == [a, b])
    }

    @Test("The back button does nothing at the root")
    func backButtonAtRoot() {
      let navigation = visibleNavigation([a])
      #expect(!navigation.standInTapBack())
      #expect(navigation.pops == 0 && log.events.isEmpty)
    }

    @Test("The back menu pops to an earlier screen in one step")
    func backMenu() {
      let navigation = visibleNavigation([a, b, c])
      #expect(navigation.standInPopFromBackMenu(to: a))
      #expect(navigation.popsTo == 1)
      #expect(navigation.viewControllers == [a])
      #expect(
        log.only("Show") == [
          "willShow A (C->A interactive=false cancelled=false)",
          "didShow A (C->A interactive=false cancelled=false)",
        ])
      #expect(StandInLog.entries == ["user: back menu to A", "popTo(A) animated=true"])
      #expect(b.parent == nil && c.parent == nil)
    }

    @Test("A completed swipe pops interactively and ends like a pop")
    func completedSwipe() {
      let navigation = visibleNavigation([a, b])
      navigation.interactivePopGestureRecognizer?.delegate = delegate
      #expect(navigation.standInSwipeBack(completing: true))
      #expect(navigation.pops == 1)
      #expect(navigation.viewControllers == [a])
      #expect(
        log.events == [
          "gestureShouldBegin", "willShow A (B->A interactive=true cancelled=false)",
          "B viewWillDisappear", "A viewWillAppear", "interaction ended cancelled=false",
          "B viewDidDisappear", "A viewDidAppear",
          "didShow A (B->A interactive=false cancelled=false)",
        ])
      #expect(navigation.interactivePopGestureRecognizer?.state == .possible)
    }

    @Test("A cancelled swipe on iOS 17 keeps the stack and sends no didShow")
    func cancelledSwipeIOS17() {
      StandInBehavior.iOSVersion = 17
      let navigation = visibleNavigation([a, b])
      #expect(navigation.standInSwipeBack(completing: false))
      #expect(navigation.viewControllers == [a, b])
      #expect(
        log.events == [
          "willShow A (B->A interactive=true cancelled=false)", "B viewWillDisappear",
          "A viewWillAppear", "interaction ended cancelled=true", "A viewWillDisappear",
          "A viewDidDisappear", "B viewWillAppear", "B viewDidAppear",
        ])
      #expect(b.parent === navigation)
    }

    @Test("A cancelled swipe on iOS 18 sends didShow for the original top, cancelled")
    func cancelledSwipeIOS18() {
      StandInBehavior.iOSVersion = 18
      let navigation = visibleNavigation([a, b])
      #expect(navigation.standInSwipeBack(completing: false))
      #expect(navigation.viewControllers == [a, b])
      #expect(
        log.only("Show") == [
          "willShow A (B->A interactive=true cancelled=false)",
          "didShow B (B->A interactive=false cancelled=true)",
        ])
      #expect(log.events.last == "didShow B (B->A interactive=false cancelled=true)")
    }

    @Test("During the swipe the stack already lacks the top; a cancellation restores it")
    func stackDuringSwipe() {
      StandInTransitions.mode = .deferred
      let navigation = visibleNavigation([a, b])
      navigation.standInSwipeBack(completing: false)
      #expect(navigation.viewControllers == [a])
      #expect(navigation.transitionCoordinator?.isCancelled == true)
      StandInTransitions.finishAll()
      #expect(navigation.viewControllers == [a, b])
      #expect(navigation.transitionCoordinator == nil)
    }

    @Test("The gesture delegate can block the swipe; nothing else happens")
    func swipeBlockedByDelegate() {
      let navigation = visibleNavigation([a, b])
      delegate.allowsSwipe = false
      navigation.interactivePopGestureRecognizer?.delegate = delegate
      #expect(!navigation.standInSwipeBack(completing: true))
      #expect(log.events == ["gestureShouldBegin"])
      #expect(navigation.viewControllers == [a, b] && navigation.pops == 0)
    }

    @Test("A disabled gesture blocks the swipe without asking the delegate")
    func swipeBlockedByState() {
      let navigation = visibleNavigation([a, b])
      navigation.interactivePopGestureRecognizer?.delegate = delegate
      navigation.interactivePopGestureRecognizer?.isEnabled = false
      #expect(!navigation.standInSwipeBack(completing: true))
      #expect(log.events.isEmpty && navigation.pops == 0)
    }

    @Test("At the root UIKit's own gesture delegate refuses; one that allows it leaves it stuck")
    func swipeAtTheRoot() {
      let navigation = visibleNavigation([a])
      #expect(!navigation.standInSwipeBack(completing: true))
      #expect(!navigation.standInIsStuck && navigation.pops == 0)
      navigation.interactivePopGestureRecognizer?.delegate = delegate
      #expect(navigation.standInSwipeBack(completing: true))
      #expect(log.events == ["gestureShouldBegin"])
      #expect(navigation.standInIsStuck && navigation.pops == 0)
      navigation.pushViewController(b, animated: false)
      #expect(navigation.viewControllers == [a])
    }

    @Test("A multi-screen change is one setViewControllers call with one willShow and didShow")
    func setViewControllers() {
      let navigation = visibleNavigation([a])
      StandInLog.clear()
      navigation.setViewControllers([a, b, c], animated: true)
      #expect(StandInLog.entries == ["setViewControllers([A, B, C]) animated=true"])
      #expect(log.only("Show").count == 2)
      #expect(log.only("B view").isEmpty)
      #expect(b.parent === navigation && navigation.children == [a, b, c])
    }

    @Test("Setting viewControllers is setViewControllers(_:animated: false)")
    func viewControllersSetter() {
      let navigation = visibleNavigation([a])
      StandInLog.clear()
      navigation.viewControllers = [a, b]
      #expect(StandInLog.entries == ["setViewControllers([A, B]) animated=false"])
      #expect(log.only("Show") == ["willShow B (no coordinator)", "didShow B (no coordinator)"])
    }

    @Test("In deferred mode the stack changes at once and didShow waits for the transition")
    func deferredPush() {
      StandInTransitions.mode = .deferred
      let navigation = visibleNavigation([a])
      navigation.pushViewController(b, animated: true)
      #expect(navigation.viewControllers == [a, b])
      #expect(b.transitionCoordinator?.viewController(forKey: .to) === b)
      #expect(b.isMovingToParent)
      #expect(log.only("didShow").isEmpty)
      StandInTransitions.finishAll()
      #expect(log.only("didShow") == ["didShow B (A->B interactive=false cancelled=false)"])
      #expect(!b.isMovingToParent)
    }

    @Test("popTo a screen that is not in the stack is refused with UIKit's message")
    func popToMissing() {
      let navigation = visibleNavigation([a, b])
      #expect(navigation.popToViewController(c, animated: true) == nil)
      #expect(
        StandInTransitions.warnings == ["Tried to pop to a view controller that doesn't exist."])
      #expect(navigation.popToRootViewController(animated: false) == [b])
    }
  }
}
