import Coordination
import CoordinationUIKit
import Foundation
import StandInTestTraits
import Testing
import UIKit

/// The parent of every suite here: UIKit's state is global (in the stand-in as in UIKit), so
/// these tests run one at a time, and never beside another test that uses it, each starting
/// from a reset stand-in.
@Suite(.usesStandInState)
enum AppsOnStandIns {}

/// Launches an app: connects a new window scene to its scene delegate, as the system does,
/// and returns what the delegate's host shows.
func launch<Delegate: UIWindowSceneDelegate>(
  _ delegate: Delegate, host: (Delegate) -> WindowHost?,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> ShownApp {
  StandInTransitions.reset()
  StandInLog.clear()
  let scene = UIWindowScene.standInMake()
  scene.delegate = delegate
  delegate.scene(scene, willConnectTo: scene.session, options: .standInMake())
  let host = try #require(
    host(delegate), "the scene delegate made no host", sourceLocation: sourceLocation)
  return ShownApp(scene: scene, host: host)
}

/// What a user sees of an app shown by a `WindowHost`, the store behind it, and the user's
/// actions on the screen in front.
@MainActor
struct ShownApp {
  /// The scene, kept alive as the system keeps a connected scene (it owns the delegate, which
  /// owns the window).
  let scene: UIWindowScene
  let host: WindowHost

  /// The store.
  var store: NavigationStore { host.driver.store }

  /// The navigation controller in front: the window's, or that of the layer presented above
  /// it (the selected tab of a tab bar controller, a sheet's, a popover's). A question does not
  /// count: ``answer(_:)`` reaches it.
  var navigation: UINavigationController {
    var front: UIViewController = host.driver.rootViewController
    while let next = front.presentedViewController, !(next is UIAlertController) { front = next }
    if let tabs = front as? UITabBarController { front = tabs.selectedViewController ?? front }
    return front as? UINavigationController ?? host.driver.rootViewController
  }

  /// The tab bar controller presented above the window's navigation, if any.
  var tabs: UITabBarController? {
    sequence(first: host.driver.rootViewController as UIViewController) {
      $0.presentedViewController
    }
    .lazy.compactMap { $0 as? UITabBarController }.first
  }

  /// The titles of the tab bar's items, in order.
  var tabTitles: [String] { tabs?.viewControllers?.map { $0.tabBarItem.title ?? "untitled" } ?? [] }

  /// The user's tap on a tab of the tab bar in front; whether UIKit selected it.
  @discardableResult
  func tapTab(_ index: Int, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    guard let tabs else {
      Issue.record("no tab bar in front", sourceLocation: sourceLocation)
      return false
    }
    return tabs.standInUserSelect(index: index)
  }

  /// The screen in front.
  var top: UIViewController { navigation.topViewController ?? UIViewController() }

  /// The titles of the navigation stack, bottom first.
  var titles: [String] { navigation.viewControllers.map { $0.title ?? "untitled" } }

  /// The texts of the labels a user sees on the screen in front, in view order.
  var texts: [String] { top.view.visibleViews.compactMap { ($0 as? UILabel)?.text } }

  /// The texts of the rows of a section of the table in front.
  func rows(section: Int = 0) -> [String] { cells(section).map { $0.textLabel?.text ?? "" } }

  /// The detail lines of the rows of a section of the table in front.
  func details(section: Int = 0) -> [String] {
    cells(section).map { $0.detailTextLabel?.text ?? "" }
  }

  /// The text of a field in front, found by its placeholder.
  func text(of placeholder: String) -> String? { field(placeholder)?.text }

  /// Taps the button titled `title` in front.
  func tap(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let button = top.view.visibleViews.compactMap { $0 as? UIButton }
      .first { $0.currentTitle == title }
    guard let button else {
      Issue.record("no button “\(title)” on \(top.standInName)", sourceLocation: sourceLocation)
      return
    }
    button.standInTap()
  }

  /// Taps the action titled `title` of the alert or action sheet in front.
  func answer(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
    var front: UIViewController = navigation
    while let next = front.presentedViewController { front = next }
    guard let alert = front as? UIAlertController,
      let action = alert.actions.first(where: { $0.title == title })
    else {
      Issue.record("no question with “\(title)” in front", sourceLocation: sourceLocation)
      return
    }
    #expect(alert.standInTap(action: action), sourceLocation: sourceLocation)
  }

  /// Types `text` into the field whose placeholder is `placeholder`, in front.
  func type(
    _ text: String, into placeholder: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let field = field(placeholder) else {
      Issue.record(
        "no field “\(placeholder)” on \(top.standInName)", sourceLocation: sourceLocation)
      return
    }
    field.standInType(text)
  }

  /// Taps the row whose text is `text` in a section of the table in front.
  func selectRow(
    _ text: String, section: Int = 0, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let table = (top as? UITableViewController)?.tableView,
      let row = rows(section: section).firstIndex(of: text)
    else {
      Issue.record("no row “\(text)” on \(top.standInName)", sourceLocation: sourceLocation)
      return
    }
    table.standInSelectRow(at: IndexPath(row: row, section: section))
  }

  /// The user's back button.
  func tapBack(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(navigation.standInTapBack(), sourceLocation: sourceLocation)
  }

  /// The user's swipe from the leading edge, lifted at the end.
  func swipeBack(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(navigation.standInSwipeBack(completing: true), sourceLocation: sourceLocation)
  }

  /// The leaks the store's tracker found (it is on in debug builds).
  func leaks(sourceLocation: SourceLocation = #_sourceLocation) -> [LeakTracker.Leak]? {
    #expect(store.leakTracker != nil, "leak tracking is off", sourceLocation: sourceLocation)
    return store.leakTracker?.leaks()
  }

  private func field(_ placeholder: String) -> UITextField? {
    top.view.visibleViews.compactMap { $0 as? UITextField }.first {
      $0.placeholder == placeholder
    }
  }

  private func cells(_ section: Int) -> [UITableViewCell] {
    guard let table = (top as? UITableViewController)?.tableView else { return [] }
    return (0..<table.numberOfRows(inSection: section)).compactMap {
      table.cellForRow(at: IndexPath(row: $0, section: section))
    }
  }
}

extension UIView {
  /// This view and those inside it that are not hidden, depth first.
  var visibleViews: [UIView] {
    isHidden ? [] : [self] + subviews.flatMap(\.visibleViews)
  }
}
