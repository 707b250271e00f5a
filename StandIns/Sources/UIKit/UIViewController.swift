import Foundation

/// A controller of one screen's view: its lifecycle, its children and its presentations.
///
/// Appearance callbacks (`viewWillAppear(_:)` and the others) are sent only while the view
/// controller is in a visible hierarchy: under a window made visible, pushed on a visible
/// navigation controller, selected in a visible tab bar controller, or presented from a
/// visible view controller. Presentation is in `UIViewController+Presentation.swift`.
@MainActor
open class UIViewController: UIResponder {
  var standInView: UIView?
  var standInNavigationItem: UINavigationItem?
  var standInTabBarItem: UITabBarItem?
  var standInPresented: UIViewController?
  weak var standInPresenting: UIViewController?
  var standInPresentationController: UIPresentationController?
  var standInModalStyle = UIModalPresentationStyle.automatic
  var standInCoordinator: StandInTransitionCoordinator?
  var standInAppearState = StandInAppearState.disappeared
  var standInAppearanceAnimated = false
  var standInPresentationPhase: StandInPresentationPhase?
  var standInCoveredByPresented = false
  weak var standInWindow: UIWindow?

  /// The nib name given at creation; the stand-in loads no nibs.
  public let nibName: String?

  /// The bundle given at creation.
  public let nibBundle: Bundle?

  /// The title, shown by containers; setting it also sets the navigation item's and the tab
  /// bar item's titles when they exist (UIViewController documentation).
  open var title: String? {
    didSet {
      standInNavigationItem?.title = title
      standInTabBarItem?.title = title
    }
  }

  /// The container this view controller is a child of.
  open internal(set) weak var parent: UIViewController?

  /// The children, in order; presented view controllers are not among them.
  open internal(set) var children: [UIViewController] = []

  /// Whether the view controller is being presented, during its presentation's transition.
  open internal(set) var isBeingPresented = false

  /// Whether the view controller is being dismissed, during its dismissal's transition.
  open internal(set) var isBeingDismissed = false

  /// Whether the view controller is being added to a container, during the transition.
  open internal(set) var isMovingToParent = false

  /// Whether the view controller is being removed from a container, during the transition.
  open internal(set) var isMovingFromParent = false

  /// Whether the presentation ignores interactive dismissal (a sheet swiped down).
  open var isModalInPresentation = false

  /// Creates a view controller; the stand-in loads no nibs, so the names are only kept.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
  }

  /// Creates a view controller from an archive; the stand-in has no archives, so this always
  /// fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Creates a view controller without a nib, as `UIViewController()` does.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// The root view, loaded on first use through ``loadView()`` then ``viewDidLoad()``;
  /// setting `nil` unloads it.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var view: UIView! {
    get {
      if standInView == nil { standInLoadView() }
      return standInView
    }
    set { standInView = newValue }
  }

  /// Whether the view is loaded.
  open var isViewLoaded: Bool { standInView != nil }

  /// The view if it is loaded, without loading it.
  open var viewIfLoaded: UIView? { standInView }

  /// Loads the view if it is not loaded.
  open func loadViewIfNeeded() {
    if standInView == nil { standInLoadView() }
  }

  /// Creates the view; by default an empty `UIView`. Subclasses set ``view``.
  open func loadView() {
    view = UIView(frame: .zero)
  }

  /// Called once, after the view is loaded.
  open func viewDidLoad() {}

  /// Called before the view appears.
  open func viewWillAppear(_ animated: Bool) {}

  /// Called after the view appeared, when the transition's animations have ended.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view disappears (covered, popped or dismissed).
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view disappeared, when the transition's animations have ended.
  open func viewDidDisappear(_ animated: Bool) {}

  /// The navigation item, created on first use with the view controller's title.
  open var navigationItem: UINavigationItem {
    if let item = standInNavigationItem { return item }
    let item = UINavigationItem(standInTitle: title)
    standInNavigationItem = item
    return item
  }

  /// The tab bar item, created on first use with the view controller's title; setting `nil`
  /// makes the next read create one again.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var tabBarItem: UITabBarItem! {
    get {
      if let item = standInTabBarItem { return item }
      let item = UITabBarItem(title: title, image: nil, tag: 0)
      standInTabBarItem = item
      return item
    }
    set { standInTabBarItem = newValue }
  }

  /// The nearest ancestor that is a navigation controller.
  open var navigationController: UINavigationController? {
    standInAncestor(UINavigationController.self)
  }

  /// The nearest ancestor that is a tab bar controller.
  open var tabBarController: UITabBarController? {
    standInAncestor(UITabBarController.self)
  }

  /// Adds a child, removing it from a previous parent first; calls `willMove(toParent:)` but
  /// not `didMove(toParent:)`, which is the container's to call (UIViewController.h).
  open func addChild(_ childController: UIViewController) {
    if let previous = childController.parent, previous !== self {
      childController.removeFromParent()
    }
    guard childController.parent !== self else { return }
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  /// Removes the view controller from its parent and calls `didMove(toParent: nil)`, but not
  /// `willMove(toParent: nil)`, which is the container's to call (UIViewController.h).
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// Called before the view controller is added to or removed from a container.
  open func willMove(toParent parent: UIViewController?) {}

  /// Called after the view controller was added to or removed from a container.
  open func didMove(toParent parent: UIViewController?) {}

  /// How the view controller is presented. Reading `.automatic` gives the concrete style:
  /// `.formSheet` from iOS 18, `.pageSheet` before (UIViewController.h, iOS 18 SDK), per
  /// ``StandInBehavior/iOSVersion``.
  open var modalPresentationStyle: UIModalPresentationStyle {
    get {
      guard standInModalStyle == .automatic else { return standInModalStyle }
      return StandInBehavior.iOSVersion >= 18 ? .formSheet : .pageSheet
    }
    set { standInModalStyle = newValue }
  }

  /// The view controller presented by this one or by its nearest ancestor.
  open var presentedViewController: UIViewController? {
    standInPresented ?? parent?.presentedViewController
  }

  /// The view controller that presented this one or its farthest presented ancestor.
  open var presentingViewController: UIViewController? {
    standInPresenting ?? parent?.presentingViewController
  }

  /// The presentation controller managing this view controller (or its presented ancestor),
  /// created on first use for the current style: a sheet presentation controller for
  /// `.pageSheet` and `.formSheet`, a popover presentation controller for `.popover`, a plain
  /// one otherwise.
  open var presentationController: UIPresentationController? {
    standInPresentationControllerForUse()
  }

  /// The presentation controller if it is a sheet's.
  open var sheetPresentationController: UISheetPresentationController? {
    presentationController as? UISheetPresentationController
  }

  /// The presentation controller if it is a popover's: created on first use when
  /// `modalPresentationStyle` is `.popover`, `nil` for any other style (Apple's documentation
  /// of this property).
  open var popoverPresentationController: UIPopoverPresentationController? {
    presentationController as? UIPopoverPresentationController
  }

  /// Presents a view controller modally, from the root of this one's container hierarchy.
  ///
  /// Refused, with UIKit's console message in ``StandInTransitions/warnings``, when that root
  /// already presents one, or while its presentation or dismissal is in flight. The
  /// completion runs after the presented view controller's `viewDidAppear(_:)`.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    standInPresent(viewControllerToPresent, animated: flag, completion: completion)
  }

  /// Dismisses the view controller presented by this one, with everything it presented; or,
  /// if nothing is presented, this one (UIViewController documentation). The completion runs
  /// after the dismissed view controller's `viewDidDisappear(_:)`.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    standInDismiss(animated: flag, completion: completion)
  }

  /// The transition in flight: this view controller's own presentation or dismissal, else its
  /// parent's (UIViewControllerTransitionCoordinator.h).
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    standInCoordinator ?? parent?.transitionCoordinator
  }

  /// The name the stand-in uses in ``StandInLog`` and warnings: the title, else the type.
  /// Stand-in-only.
  public var standInName: String {
    title ?? String(describing: type(of: self))
  }

  /// The children that appear and disappear with this view controller: all of them by
  /// default; the top one for a navigation controller, the selected one for a tab bar
  /// controller.
  var standInAppearanceChildren: [UIViewController] { children }

  /// Called while the view controller starts appearing, after `viewWillAppear(_:)`.
  func standInWillAppear(animated: Bool) {}

  /// Called when the view controller has appeared, after `viewDidAppear(_:)`.
  func standInDidAppear(animated: Bool) {}

  private func standInLoadView() {
    loadView()
    if standInView == nil { standInView = UIView(frame: .zero) }
    viewDidLoad()
  }

  private func standInAncestor<Container: UIViewController>(_ type: Container.Type)
    -> Container?
  {
    var ancestor = parent
    while let current = ancestor {
      if let container = current as? Container { return container }
      ancestor = current.parent
    }
    return nil
  }
}
