import Coordination
import CoordinationLinks
import CoordinationUIKit
import Foundation
import UIKit

// The First/Second/Third pages of the Pages tutorial (Demo/README.md), and a shop with sheets,
// tabs, a guarded editor and questions (an alert with text fields, a confirmation dialog): enough
// to play every user action through the UIKit stand-in.

enum PagesRoute: NavigationRoute {
  case first
  case second
  case third
  case editor
  case sheet
  case fullScreen
  case tabs
  /// The second page's flow, shown as a popover by the tests of popovers.
  case popover
  /// An alert with two text fields, answered with `PageAnswer.renamed` or `.cancelled`.
  case rename
  /// A confirmation dialog, answered with `PageAnswer.discarded` or `.kept`.
  case discard
}

/// The answers of the pages app's questions.
enum PageAnswer: Sendable, Equatable {
  case renamed(String, password: String)
  case cancelled
  case discarded
  case kept
}

enum PagesTab: NavigationRoute {
  case home
  case profile
}

/// The first page's model: asks its coordinator for the second page's flow.
final class PageModel {
  let name: String
  init(_ name: String) { self.name = name }
}

/// An editor that refuses to be left while it has unsaved changes.
final class EditorModel: LeaveGuard {
  var hasUnsavedChanges = true
  func canLeave(cause: NavigationCause) -> Bool { !hasUnsavedChanges }
}

/// The root: shows the first page; the second page is a child flow that shows the third.
final class PagesCoordinator: Coordinator<PagesRoute> {
  /// Whether the sheets this coordinator presents may be dragged away.
  var sheetsAllowSwipeToDismiss = true
  /// The element of the first page a popover points at (`PageViewController.actionsButton`).
  var popoverAnchor: String? = PageViewController.actionsIdentifier

  /// How many times `start()` ran: never for a coordinator restored from saved navigation.
  private(set) var startCount = 0
  /// Whether links wait (a gate that is closed), for every pages app of the process: a scene
  /// relaunched makes a new coordinator.
  static var linksWait = false

  override func admission(of path: [PathStep]) -> PathAdmission {
    Self.linksWait ? .wait(reason: "the gate is closed") : .follow
  }

  override func start() {
    startCount += 1
    show(.first)
  }

  override func destination(for route: PagesRoute) -> Destination {
    pagesDestination(for: route)
  }

  override func sheetOptions(for route: PagesRoute) -> SheetOptions {
    SheetOptions(
      detents: [.medium, .fraction(0.75), .large], showsGrabber: true,
      allowsSwipeToDismiss: sheetsAllowSwipeToDismiss, popoverAnchor: popoverAnchor)
  }
}

/// The second page's flow, as in the Pages tutorial: a child coordinator with its own screens (the
/// same destinations as the root, default sheet options).
final class SecondCoordinator: Coordinator<PagesRoute> {
  override func start() { show(.third) }

  override func destination(for route: PagesRoute) -> Destination {
    pagesDestination(for: route)
  }
}

/// What a pages route shows, for both coordinators.
func pagesDestination(for route: PagesRoute) -> Destination {
  switch route {
  case .first, .third: .screen(PageModel("\(route)"))
  case .second, .sheet, .fullScreen, .popover: .flow(SecondCoordinator())
  case .editor: .screen(EditorModel())
  case .tabs: .flow(PagesTabs())
  case .rename:
    .alert(
      Alert(
        "Rename", message: "A new name for the page.",
        buttons: [
          AlertButton("Rename") { texts in PageAnswer.renamed(texts[0], password: texts[1]) },
          AlertButton("Cancel", role: .cancel, value: .cancelled),
        ],
        textFields: [
          AlertTextField(placeholder: "Name", text: "Page"),
          AlertTextField(placeholder: "Password", isSecure: true),
        ]))
  case .discard:
    .alert(
      Alert(
        "Discard the page?", style: .confirmationDialog,
        buttons: [
          AlertButton("Discard", role: .destructive, value: PageAnswer.discarded),
          AlertButton("Keep", role: .cancel, value: .kept),
        ]))
  }
}

/// Two tabs, each a flow.
final class PagesTabs: TabCoordinator<PagesTab> {
  init() { super.init(tabs: [.home, .profile]) }
  override func destination(for route: PagesTab) -> Destination { .flow(SecondCoordinator()) }
}

/// A view controller that shows a page's name and an actions button a popover may point at.
final class PageViewController: UIViewController {
  static let actionsIdentifier = "actions"
  let model: PageModel
  let actionsButton = UIButton(frame: CGRect(x: 16, y: 80, width: 88, height: 44))
  init(model: PageModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
    title = model.name
  }
  required init?(coder: NSCoder) { fatalError("not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    let row = UIView(frame: CGRect(x: 0, y: 60, width: 320, height: 60))
    actionsButton.accessibilityIdentifier = Self.actionsIdentifier
    row.addSubview(actionsButton)
    view.addSubview(row)
  }
}

/// The registry of the test app.
func pagesRegistry() -> ViewControllerRegistry {
  var registry = ViewControllerRegistry()
  registry.register(PageModel.self) { PageViewController(model: $0) }
  return registry
}

/// The root's third page advertises itself with its web link, its editor with a link of the
/// app's own scheme (which is no web page); the second page's flow advertises the link that
/// shows it, as a sheet or pushed.
extension PagesCoordinator: ActivityAdvertising {
  func activity(for route: PagesRoute) -> ScreenActivity? {
    switch route {
    case .third: pageActivity("https://pages.example.com/third", "Third", searchable: true)
    case .editor: pageActivity("pages://editor", "Editor")
    default: nil
    }
  }
}

extension SecondCoordinator: ActivityAdvertising {
  func activity(for route: PagesRoute) -> ScreenActivity? {
    guard route == .third else { return nil }
    return self.route == AnyRoute(PagesRoute.sheet)
      ? pageActivity("https://pages.example.com/sheet", "Sheet")
      : pageActivity("https://pages.example.com/second", "Second")
  }
}

private func pageActivity(_ link: String, _ title: String, searchable: Bool = false)
  -> ScreenActivity?
{
  URL(string: link).map { ScreenActivity(link: $0, title: title, isEligibleForSearch: searchable) }
}
