/// A container that shows one of several view controllers, chosen with a tab bar.
@MainActor
open class UITabBarController: UIViewController {
  private var standInTabs: [UIViewController]?
  private var standInSelectedIndex = 0

  /// The object asked and told about the user's tab choices.
  open weak var delegate: (any UITabBarControllerDelegate)?

  /// The tabs' view controllers; setting is `setViewControllers(_:animated: false)`.
  open var viewControllers: [UIViewController]? {
    get { standInTabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the tabs, keeping the selected view controller if it is still a tab, else
  /// selecting the first. Sends no delegate call.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let names = (viewControllers ?? []).map(\.standInName).joined(separator: ", ")
    StandInLog.record("tabs setViewControllers([\(names)]) animated=\(animated)")
    let previous = selectedViewController
    for old in children where !(viewControllers ?? []).contains(where: { $0 === old }) {
      if old === previous, standInIsVisible { old.standInAppearNow(false) }
      old.willMove(toParent: nil)
      old.removeFromParent()
    }
    for tab in viewControllers ?? [] where tab.parent !== self {
      addChild(tab)
      tab.didMove(toParent: self)
    }
    standInTabs = viewControllers
    children = viewControllers ?? []
    let kept = viewControllers?.firstIndex { $0 === previous }
    standInSelectedIndex = kept ?? 0
    if kept == nil, standInIsVisible { selectedViewController?.standInAppearNow(true) }
  }

  /// The selected tab's view controller; setting one that is not a tab is ignored. Setting it
  /// sends no delegate call.
  open var selectedViewController: UIViewController? {
    get {
      guard let tabs = standInTabs, tabs.indices.contains(standInSelectedIndex) else { return nil }
      return tabs[standInSelectedIndex]
    }
    set {
      guard let newValue, let index = standInTabs?.firstIndex(where: { $0 === newValue }) else {
        return
      }
      selectedIndex = index
    }
  }

  /// The selected tab's index; setting an index out of range is ignored. Setting it sends no
  /// delegate call.
  open var selectedIndex: Int {
    get { standInSelectedIndex }
    set {
      StandInLog.record("select tab \(newValue)")
      standInSelect(newValue)
    }
  }

  /// Plays the user tapping a tab; returns whether the tab is selected afterwards.
  ///
  /// As on a device: the delegate's `tabBarController(_:shouldSelect:)` is asked first and
  /// may refuse; then the tab is selected and `tabBarController(_:didSelect:)` is sent, also
  /// when the tab was already selected (UITabBarControllerDelegate documentation: called
  /// "regardless of whether the selected view controller changed" since iOS 3). Tapping the
  /// selected tab again pops its navigation controller to the root, animated, before
  /// `didSelect` (observed UIKit behaviour; the order is a guess). Stand-in-only.
  @discardableResult
  public func standInUserSelect(index: Int) -> Bool {
    StandInLog.record("user: select tab \(index)")
    guard !StandInTransitions.ignoresUserEvents else { return false }
    guard let tabs = standInTabs, tabs.indices.contains(index) else { return false }
    let tab = tabs[index]
    guard delegate?.tabBarController(self, shouldSelect: tab) ?? true else { return false }
    if index == standInSelectedIndex, let navigation = tab as? UINavigationController {
      navigation.popToRootViewController(animated: true)
    }
    standInSelect(index)
    delegate?.tabBarController(self, didSelect: tab)
    return true
  }

  override var standInAppearanceChildren: [UIViewController] {
    selectedViewController.map { [$0] } ?? []
  }

  private func standInSelect(_ index: Int) {
    guard let tabs = standInTabs, tabs.indices.contains(index), index != standInSelectedIndex
    else { return }
    let previous = selectedViewController
    standInSelectedIndex = index
    guard standInIsVisible else { return }
    previous?.standInBeginAppearance(false, animated: false)
    tabs[index].standInBeginAppearance(true, animated: false)
    previous?.standInEndAppearance()
    tabs[index].standInEndAppearance()
  }
}
