import Foundation

/// A container that shows a stack of view controllers, the top one on screen.
///
/// Every change updates ``viewControllers`` at once. The delegate gets
/// `navigationController(_:willShow:animated:)` synchronously, with ``transitionCoordinator``
/// set when the change is animated, then the appearance calls (`viewWillDisappear` of the old
/// top, `viewWillAppear` of the new, as observed: wangling.me, 2014, "The Inconsistent Order of
/// View Transition Events"), and, when the transition ends, `viewDidDisappear`,
/// `viewDidAppear`, `didMove(toParent:)` and `navigationController(_:didShow:animated:)` while
/// the coordinator is still readable (coordinator-pattern code reads its `.from` view
/// controller there). A change that keeps the top view controller sends no delegate calls.
/// The first appearance of a top view controller with the navigation controller also sends
/// both delegate calls (`from` is then `nil`). User actions are in
/// `UINavigationController+StandIn.swift`.
@MainActor
open class UINavigationController: UIViewController {
  var standInStack: [UIViewController] = []
  var standInTransition: StandInPendingTransition?
  /// The change whose transition runs, from its start until it starts ending.
  var standInCurrentChange: StandInNavigationChange?
  var standInInteractivePending = false
  var standInInteractiveChange: StandInNavigationChange?
  weak var standInShownTop: UIViewController?
  private let standInPopGesture = UIGestureRecognizer()
  private let standInSystemPopDelegate = StandInPopGestureDelegate()

  /// Whether a swipe back began while a transition ran or at the root, which leaves a
  /// navigation controller unresponsive on a device (signalapp/Signal-iOS pull 3540);
  /// it then ignores every change. Stand-in-only.
  public internal(set) var standInIsStuck = false

  /// The object told when a new top view controller is shown.
  open weak var delegate: (any UINavigationControllerDelegate)?

  /// The edge swipe that pops the top view controller; its delegate is UIKit's own until an
  /// app replaces it, and refuses at the root and while a transition runs.
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { standInPopGesture }

  /// Whether the navigation bar is hidden; `false` by default.
  open var isNavigationBarHidden = false

  /// Creates a navigation controller whose stack holds `rootViewController`, without
  /// animation and without delegate calls (there is no delegate yet).
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    standInSystemPopDelegate.navigation = self
    standInPopGesture.delegate = standInSystemPopDelegate
    standInStack = [rootViewController]
    addChild(rootViewController)
    rootViewController.didMove(toParent: self)
  }

  /// Creates a navigation controller with an empty stack.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    standInSystemPopDelegate.navigation = self
    standInPopGesture.delegate = standInSystemPopDelegate
  }

  /// Creates a navigation controller from an archive; the stand-in has no archives, so this
  /// always fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The stack, bottom first; setting it is `setViewControllers(_:animated: false)`.
  open var viewControllers: [UIViewController] {
    get { standInStack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The view controller on top of the stack.
  open var topViewController: UIViewController? { standInStack.last }

  /// The view controller presented over the navigation controller if any, else the top one.
  open var visibleViewController: UIViewController? {
    presentedViewController ?? topViewController
  }

  /// Replaces the stack; animated, it looks like a push or a pop depending on whether the new
  /// top view controller was in the stack.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    let names = viewControllers.map(\.standInName).joined(separator: ", ")
    StandInLog.record("setViewControllers([\(names)]) animated=\(animated)")
    guard
      standInAdmit(
        "setViewControllers:animated:",
        { [self] in
          setViewControllers(viewControllers, animated: animated)
        })
    else { return }
    standInChangeStack(to: viewControllers, animated: animated)
  }

  /// Pushes a view controller; no effect if it is already in the stack (UINavigationController.h).
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    StandInLog.record("push(\(viewController.standInName)) animated=\(animated)")
    if viewController is UINavigationController {
      StandInTransitions.warn("Pushing a navigation controller is not supported")
      return
    }
    guard
      standInAdmit(
        "pushViewController:animated:",
        { [self] in
          pushViewController(viewController, animated: animated)
        })
    else { return }
    guard !standInStack.contains(where: { $0 === viewController }) else { return }
    standInChangeStack(to: standInStack + [viewController], animated: animated)
  }

  /// Pops the top view controller and returns it; `nil`, doing nothing, at the root.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    let popped = standInStack.count >= 2 ? standInStack.last : nil
    StandInLog.record("pop(\(popped?.standInName ?? "nothing")) animated=\(animated)")
    guard
      standInAdmit(
        "popViewControllerAnimated:", { [self] in popViewController(animated: animated) })
    else { return nil }
    guard let popped else { return nil }
    standInChangeStack(to: Array(standInStack.dropLast()), animated: animated)
    return popped
  }

  /// Pops until `viewController` is on top and returns the popped ones; `nil` if it is not in
  /// the stack (UIKit raises "Tried to pop to a view controller that doesn't exist.").
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    StandInLog.record("popTo(\(viewController.standInName)) animated=\(animated)")
    guard
      standInAdmit(
        "popToViewController:animated:",
        { [self] in
          popToViewController(viewController, animated: animated)
        })
    else { return nil }
    guard let index = standInStack.firstIndex(where: { $0 === viewController }) else {
      StandInTransitions.warn("Tried to pop to a view controller that doesn't exist.")
      return nil
    }
    let popped = Array(standInStack[(index + 1)...])
    if !popped.isEmpty {
      standInChangeStack(to: Array(standInStack[...index]), animated: animated)
    }
    return popped
  }

  /// Pops all but the root view controller and returns the popped ones.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    StandInLog.record("popToRoot animated=\(animated)")
    guard
      standInAdmit(
        "popToRootViewControllerAnimated:",
        { [self] in
          popToRootViewController(animated: animated)
        })
    else { return nil }
    let popped = Array(standInStack.dropFirst())
    if !popped.isEmpty {
      standInChangeStack(to: Array(standInStack.prefix(1)), animated: animated)
    }
    return popped
  }

  /// Hides or shows the navigation bar.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }

  override var standInAppearanceChildren: [UIViewController] {
    topViewController.map { [$0] } ?? []
  }

  override func standInWillAppear(animated: Bool) {
    guard let top = topViewController, top !== standInShownTop else { return }
    delegate?.navigationController(self, willShow: top, animated: animated)
  }

  override func standInDidAppear(animated: Bool) {
    guard let top = topViewController, top !== standInShownTop else { return }
    standInShownTop = top
    delegate?.navigationController(self, didShow: top, animated: animated)
  }
}
